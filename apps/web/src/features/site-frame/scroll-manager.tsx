'use client';
// Scroll on navigation (spec §2): to the hash anchor when the new URL has one, else to the top of
// the page. Back and forward are left to the browser, which restores the previous position.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

export function ScrollManager() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);
  const traversing = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      traversing.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (traversing.current) {
      traversing.current = false;
      return;
    }
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search]);

  return null;
}
