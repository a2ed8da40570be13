// Types of precompressed-static.mjs (plain JavaScript, run by Node without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const PRECOMPRESSED_DIR: 'precompressed';
export declare const MIN_SIZE: number;
export declare const ENCODINGS: readonly { readonly name: 'br' | 'gzip'; readonly suffix: string; compress(bytes: Buffer): Buffer }[];
export declare function precompressStatic(nextDir: string): { files: number; bytes: number; br: number; gzip: number };
export declare function loadPrecompressed(nextDir: string): Map<string, Map<string, Buffer>>;
export declare function chooseEncoding(header: string | string[] | undefined, available: Iterable<string>): string | null;
export declare function staticFileOf(url: string | undefined): string | null;
export declare function sendPrecompressedStatic(request: IncomingMessage, response: ServerResponse, table: Map<string, Map<string, Buffer>>): void;
