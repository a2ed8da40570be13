// Types of request-edge.mjs (plain JavaScript, run by Node without a build step).
export declare const PEER_ADDRESS_HEADER: 'x-novostroy-peer-address';
export declare const UNREADABLE_PATH_HEADER: 'x-novostroy-unreadable-path';
export declare const NOT_FOUND_FOR_HEADER: 'x-novostroy-not-found-for';
export declare const INTERNAL_REQUEST_HEADERS: readonly string[];
export declare const BODY_LIMITS: { readonly '/api/revalidate': number; readonly default: number };
export declare const DEFAULT_REQUEST_TIMEOUT_MS: number;
export declare function normaliseAddress(address: string | null | undefined): string;
export declare function bodyLimitFor(target: string): number;
export declare function declaredLength(value: string | undefined): number | undefined;
export declare function isReadablePath(path: string): boolean;
export declare function readableTarget(target: string): string | null;
export declare const ROUTER_STATE_HEADER: 'next-router-state-tree';
export declare function isReadableRouterState(header: string | string[] | null | undefined): boolean;
export declare function browserCacheControl(response: {
  method: string | undefined;
  status: number;
  contentType: string | number | string[] | undefined;
  cacheControl: string | number | string[] | undefined;
  cookie: string | undefined;
}): string | number | string[] | undefined;
