'use client';
// The one script of the projects filter: with JavaScript a change applies at once (a client
// navigation to the form's query, pushed to the history so back and forward step through the
// filters), and the checkboxes follow the URL when the visitor goes back or forward. Without
// JavaScript the form's submit button (in <noscript>) does the same through an ordinary GET.
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

export function FilterAutoApply() {
  const anchor = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const apply = () => {
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
      const search = query.toString();
      router.push(search ? `${pathname}?${search}` : pathname, { scroll: false });
    };
    form.addEventListener('change', apply);
    return () => form.removeEventListener('change', apply);
  }, [router, pathname]);

  // Back and forward change the URL, not the inputs the visitor last touched: set them from it.
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      input.checked = searchParams.getAll(input.name).includes(input.value);
    }
  }, [searchParams]);

  return <span ref={anchor} hidden />;
}
