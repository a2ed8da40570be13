// The client router's `Next-Router-State-Tree` request header: a browser only ever sends what
// Next's own router wrote, but any client can send anything, and Next answers a header it cannot
// parse with a 500 and an error in the log (found by the HTTP fuzz, src/app/routes.fuzz.test.ts).
// Next strips this header from the request proxy.ts sees, so the check belongs where the request
// first arrives (the custom server in front of Next's handler): ask Next's own parser (the same
// rules, not a copy of them) and answer 400 when it refuses.
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

export const ROUTER_STATE_HEADER = 'next-router-state-tree';

/** Whether Next can read this router state header (an absent one is fine). */
export function isReadableRouterState(header: string | null): boolean {
  if (header === null) return true;
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}
