'use client';
// The phone menu (below 1200 px wide; the button is hidden by CSS above): a button that opens a
// full-screen sheet with the navigation, groups as expandable sections, and the contacts the
// header passes in. The sheet (ui/modal) locks the page scroll, keeps focus inside, closes on
// Escape and gives focus back to the button; following a link in it closes it too.
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { IconButton } from '@/ui/button';
import { Modal } from '@/ui/modal/modal';
import type { FrameMenuEntry } from './frame-data';
import { FrameLink, isWithin } from './frame-link';
import { ChevronIcon, MenuIcon } from './icons';
import styles from './header-menus.module.css';

interface MenuSheetProps {
  entries: FrameMenuEntry[];
  /** The navigation's name, the same as the desktop one's. */
  label: string;
  /** What the sheet shows below the navigation: the contacts. */
  children: ReactNode;
}

export function MenuSheet({ entries, label, children }: MenuSheetProps) {
  const pathname = usePathname();
  // Open on the page it was opened on: a navigation closes it, so the next page does not open under it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  // A link to the page already shown does not navigate: closing on the click covers it too.
  const close = () => setOpenOn(null);

  return (
    <>
      <IconButton label="Меню" className={styles.menuButton} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpenOn(pathname)}>
        <MenuIcon className={styles.icon} />
      </IconButton>
      <Modal open={open} onClose={close} title="Меню" placement="sheet">
        <nav aria-label={label} className={styles.sheetNav}>
          <ul className={styles.sheetList}>
            {entries.map((entry) =>
              entry.kind === 'link' ? (
                <li key={`${entry.link.href}|${entry.link.label}`}>
                  <FrameLink link={entry.link} className={styles.sheetLink} pathname={pathname} onClick={close} />
                </li>
              ) : (
                <li key={`group|${entry.title}`}>
                  <details className={styles.sheetGroup} open={entry.links.some((link) => isWithin(pathname, link.href)) || undefined}>
                    <summary className={styles.sheetLink}>
                      {entry.title}
                      <ChevronIcon className={styles.chevron} />
                    </summary>
                    <ul className={styles.sheetSublist}>
                      {entry.links.map((link) => (
                        <li key={`${link.href}|${link.label}`}>
                          <FrameLink link={link} className={styles.sheetSublink} pathname={pathname} onClick={close} />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ),
            )}
          </ul>
        </nav>
        {children}
      </Modal>
    </>
  );
}
