'use client';
// The desktop navigation (from 1200 px wide; hidden by CSS below): plain links in one line and,
// for each CMS group, a disclosure button that opens a panel of its links. One panel is open at a
// time. Enter or Space on the button toggles it (a native button); Escape closes it and returns
// focus to the button; a click outside it, focus moving past it and a followed link close it.
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { FrameMenuEntry } from './frame-data';
import { FrameLink, isWithin } from './frame-link';
import { ChevronIcon } from './icons';
import styles from './header-menus.module.css';

export function HeaderNav({ entries, label }: { entries: FrameMenuEntry[]; label: string }) {
  const pathname = usePathname();
  // The open group and the page it was opened on: a navigation closes it.
  const [open, setOpen] = useState<{ index: number; on: string } | null>(null);
  const openIndex = open?.on === pathname ? open.index : null;
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();

  useEffect(() => {
    if (openIndex === null) return;
    const group = () => navRef.current?.querySelector<HTMLElement>(`[data-group="${openIndex}"]`) ?? null;
    function onPointerDown(event: PointerEvent) {
      if (!(event.target instanceof Node && group()?.contains(event.target))) setOpen(null);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(null);
      group()?.querySelector('button')?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openIndex]);

  // Tab past the last link (or Shift+Tab before the button) closes the panel. A blur without a new
  // focus target (a click on the panel's padding) does not: clicks outside are handled above.
  function onGroupBlur(event: FocusEvent<HTMLLIElement>) {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(null);
  }

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav}>
      <ul className={styles.navList}>
        {entries.map((entry, index) => {
          if (entry.kind === 'link') {
            return (
              <li key={`${entry.link.href}|${entry.link.label}`}>
                <FrameLink link={entry.link} className={styles.navLink} pathname={pathname} />
              </li>
            );
          }
          const expanded = openIndex === index;
          const panelId = `${idPrefix}-${index}`;
          return (
            <li key={`group|${entry.title}`} className={styles.navGroup} data-group={index} onBlur={onGroupBlur}>
              <button
                type="button"
                className={styles.navLink}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-current={entry.links.some((link) => isWithin(pathname, link.href)) ? 'true' : undefined}
                onClick={() => setOpen(expanded ? null : { index, on: pathname })}
              >
                {entry.title}
                <ChevronIcon className={styles.chevron} />
              </button>
              <ul id={panelId} className={styles.dropdown} hidden={!expanded}>
                {entry.links.map((link) => (
                  <li key={`${link.href}|${link.label}`}>
                    <FrameLink link={link} className={styles.dropdownLink} pathname={pathname} onClick={() => setOpen(null)} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
