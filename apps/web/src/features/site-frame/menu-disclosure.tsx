'use client';
// The mobile menu below 768 px: a disclosure button that shows the navigation. Esc closes it and
// returns focus to the button; following a link closes it too. Wider screens always show the list
// (CSS), so the button is hidden there.
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './site-frame.module.css';

export function MenuDisclosure({ children, label }: { children: ReactNode; label: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const pathname = usePathname();

  // A navigation closes the menu: the new page should not open under it.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <nav aria-label={label} className={styles.navWrap} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
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
