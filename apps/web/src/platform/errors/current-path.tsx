'use client';
// The address the visitor asked for, with its query string (spec §8 "{fullPath}"). The server
// render gets it from the proxy; after a client-side navigation the browser's address is used.
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

// The address changes only by navigation, which re-renders through usePathname(); nothing to subscribe to.
const subscribe = () => () => undefined;
const browserFullPath = () => `${window.location.pathname}${window.location.search}`;

export function CurrentPath({ initial }: { initial?: string }) {
  const pathname = usePathname();
  const fullPath = useSyncExternalStore(subscribe, browserFullPath, () => initial ?? pathname);
  return <code>{fullPath}</code>;
}
