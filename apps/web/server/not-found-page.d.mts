// Types of not-found-page.mjs (plain JavaScript, run by Node without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const NOT_FOUND_FOR_HEADER: 'x-novostroy-not-found-for';
export declare const NOT_FOUND_ROUTE: '/_not-found';
export declare const ERROR_SHELL_START: string;
export declare function watchesForErrorShell(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): boolean;
export declare function sendNotFoundPage(
  request: IncomingMessage,
  response: ServerResponse,
  renderNotFound: (target: { url: string; headers: IncomingMessage['headers'] }) => void,
): void;
