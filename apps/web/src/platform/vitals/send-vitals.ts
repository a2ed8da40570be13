// Sends a metrics payload so it survives the page being closed: a beacon, or a keepalive fetch
// where beacons are missing or refused (the browser's beacon quota is full).
import { VITALS_ENDPOINT, type VitalsPayload } from './payload';

export interface BeaconTransport {
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

export function sendVitals(payload: VitalsPayload, transport: BeaconTransport): void {
  if (payload.metrics.length === 0) return;
  const body = JSON.stringify(payload);
  // A typed Blob: the route accepts only application/json, like every POST of this site.
  if (transport.sendBeacon?.(VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  void transport
    .fetch?.(VITALS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } })
    .catch(() => undefined); // metrics are best effort: a lost report is not worth an error
}

/** The browser's own transport; bound, because sendBeacon throws when called off `navigator`. */
export function browserTransport(): BeaconTransport {
  return {
    sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    fetch: typeof fetch === 'function' ? fetch.bind(globalThis) : undefined,
  };
}
