'use client';
// /faq#<question> opens that answer: on arrival (a shared link, a client navigation from another
// page) and when the hash changes on the page (the topic links, back and forward). The browser (or
// the frame's ScrollManager) scrolls to the anchor; this only opens the <details> it names, or the
// ones around it, and brings it into view again once the answer's height is known.
import { useEffect } from 'react';

export function openAnswerForHash(hash: string, root: Document = document): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (!id) return null;
  const target = root.getElementById(id);
  if (!target) return null;
  for (let node: HTMLElement | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement) node.open = true;
  }
  return target;
}

export function OpenAnswerFromHash() {
  useEffect(() => {
    const open = (scroll: boolean) => {
      const target = openAnswerForHash(window.location.hash);
      if (target instanceof HTMLDetailsElement && scroll) target.scrollIntoView({ block: 'start' });
    };
    open(false);
    const onHashChange = () => open(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return null;
}
