'use client';
// The one script of the projects filter: with JavaScript a change applies at once (a client
// navigation to the form's query, pushed to the history so back and forward step through the
// filters), and the checkboxes follow the URL when the visitor goes back or forward. Without
// JavaScript the form's submit button (in <noscript>) does the same through an ordinary GET.
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { keepScrollOn } from '@/lib/keep-scroll';

/** The form's fields as a query string, in the order the form submits them. */
function formQuery(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  return query.toString();
}

/** The URL's values of the form's fields only (utm_* and the like are not the filter's). */
function urlQuery(form: HTMLFormElement, searchParams: URLSearchParams): string {
  const names = new Set([...form.elements].map((element) => (element as HTMLInputElement).name).filter(Boolean));
  const query = new URLSearchParams();
  for (const [name, value] of searchParams) if (names.has(name)) query.append(name, value);
  return query.toString();
}

export function FilterAutoApply() {
  const anchor = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const firstUrl = useRef(searchParams);
  /** Set when a choice made before this script ran is being applied: the inputs keep it. */
  const applyingEarlyChoice = useRef(false);

  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const apply = () => {
      const search = formQuery(form);
      const href = search ? `${pathname}?${search}` : pathname;
      keepScrollOn(href);
      router.push(href, { scroll: false });
    };
    form.addEventListener('change', apply);
    // A box ticked before the page's script ran (a quick visitor, a slow phone) fired its change
    // event into the void: apply what the form says now.
    if (!applyingEarlyChoice.current && formQuery(form) !== urlQuery(form, new URLSearchParams(firstUrl.current.toString()))) {
      applyingEarlyChoice.current = true;
      apply();
    }
    return () => form.removeEventListener('change', apply);
  }, [router, pathname]);

  // Back and forward change the URL, not the inputs the visitor last touched: set them from it.
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    // The early choice is on its way into the URL: leave the boxes as the visitor set them.
    if (applyingEarlyChoice.current && searchParams === firstUrl.current) return;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      input.checked = searchParams.getAll(input.name).includes(input.value);
    }
  }, [searchParams]);

  return <span ref={anchor} hidden />;
}
