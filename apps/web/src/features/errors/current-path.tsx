'use client';
// The address the visitor asked for, with its query string (spec §8 "{fullPath}"). The server
// render gets it from the proxy; after a client-side navigation the browser's address is used.
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

export function CurrentPath({ initial }: { initial?: string }) {
  const pathname = usePathname();
  const [fullPath, setFullPath] = useState(initial ?? pathname);
  useEffect(() => {
    setFullPath(`${window.location.pathname}${window.location.search}`);
  }, [pathname]);
  return <code>{fullPath}</code>;
}
