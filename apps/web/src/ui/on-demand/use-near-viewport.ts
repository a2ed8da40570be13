'use client';
import { useEffect, useState, type RefObject } from 'react';

/**
 * Turns true, and stays true, once the element comes within `margin` of the viewport (CSS
 * margin syntax, e.g. '50% 0px'); right after mounting where that cannot be observed. For code worth fetching
 * only when a visitor is about to see what it draws.
 */
export function useNearViewport(element: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin]);

  return near;
}
