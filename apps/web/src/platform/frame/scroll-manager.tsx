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
  const rendered = useRef('');
  useEffect(() => {
    rendered.current = search ? `${pathname}?${search}` : pathname;
  }, [pathname, search]);

  useEffect(() => {
    // Back/forward to another page; a popstate of an anchor jump on the same page changes nothing.
    const onPopState = () => {
      traversing.current = `${window.location.pathname}${window.location.search}` !== rendered.current;
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
