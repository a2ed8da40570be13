'use client';
// The mobile menu below 768 px: a disclosure button that shows the navigation. Esc closes it and
// returns focus to the button; following a link closes it too. Wider screens always show the list
// (CSS), so the button is hidden there.
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './site-frame.module.css';

export function MenuDisclosure({ children, label }: { children: ReactNode; label: string }) {
  const pathname = usePathname();
  // The menu is open on the page it was opened on: a navigation closes it, so the new page does
  // not open under it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Esc closes the open menu while the focus is in it, and gives the focus back to the button.
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !navRef.current?.contains(document.activeElement)) return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <nav ref={navRef} aria-label={label} className={styles.navWrap}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span aria-hidden="true" className={styles.menuIcon} />
        {open ? 'Закрыть меню' : 'Меню'}
      </button>
      <div id={listId} className={styles.navPanel} data-open={open ? 'true' : 'false'}>
        {children}
      </div>
    </nav>
  );
}
