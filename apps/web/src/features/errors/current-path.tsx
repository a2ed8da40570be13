'use client';
// The address the visitor asked for, with its query string (spec §8 "{fullPath}"). The server
// render knows the path; the query string is added once the page runs in the browser.
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

export function CurrentPath() {
  const pathname = usePathname();
  const [fullPath, setFullPath] = useState(pathname);
  useEffect(() => {
    setFullPath(`${window.location.pathname}${window.location.search}`);
  }, [pathname]);
  return <code>{fullPath}</code>;
}
