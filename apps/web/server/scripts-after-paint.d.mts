// Types of scripts-after-paint.mjs (plain JavaScript, run by Node without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const AFTER_PAINT_ATTRIBUTE: 'data-script-after-paint';
export declare function releaseScriptsAfterPaint(attribute: string): void;
export declare const HYDRATED_EVENT: 'novostroy:hydrated';
export declare function reloadOnTraversalBeforeHydration(hydratedEvent: string): void;
export declare const REACT_LISTENING_MARKER: '_reactListening';
export declare function replayInteractionBeforeHydration(hydratedEvent: string, reactMarker: string): void;
export declare function createScriptDeferrer(): { write(text: string): string; end(): string };
export declare function isPageRequest(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): boolean;
export declare function sendScriptsAfterPaint(request: IncomingMessage, response: ServerResponse): void;
