// The site header: logo or name (home link), the CMS header menu, the first phone as a tel: link,
// the call request (a component the layout hands in) and the favourites counter slot. Content
// comes from loadFrame(), which never throws.
import Link from 'next/link';
import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import type { FramePhone } from './frame-data';
import { FrameLink } from './frame-link';
import { loadFrame } from './load-frame';
import { MenuDisclosure } from './menu-disclosure';
import styles from './site-frame.module.css';

/** What the header gives its call request: the consent version its form sends, the phone to fall back on. */
export interface HeaderCallActionProps {
  consentVersion: string | null;
  phone: FramePhone | null;
  className?: string;
}

export type HeaderCallAction = ComponentType<HeaderCallActionProps>;

export async function SiteHeader({ callAction: CallAction }: { callAction: HeaderCallAction }) {
  const frame = await loadFrame();
  const phone = frame.phones[0];
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={paths.home()} className={styles.brand} aria-label={`${frame.siteName} — на главную`}>
          {/* The logo already shows the name; the link's label says it for screen readers. */}
          {frame.logo ? (
            <img src={frame.logo.url} alt="" width={frame.logo.width ?? 160} height={frame.logo.height ?? 40} className={styles.logo} />
          ) : (
            <span>{frame.siteName}</span>
          )}
        </Link>
        <MenuDisclosure label="Основное меню">
          <ul className={styles.nav}>
            {frame.headerMenu.map((link) => (
              <li key={`${link.href}|${link.label}`}>
                <FrameLink link={link} />
              </li>
            ))}
          </ul>
        </MenuDisclosure>
        <div className={styles.actions}>
          {phone ? (
            <a href={phone.href} className={styles.phoneLink}>
              {phone.display}
            </a>
          ) : null}
          <CallAction className={styles.callButton} consentVersion={frame.privacyPolicyVersion} phone={phone ?? null} />
          {/* Favourites counter slot: issue 9 renders the counter here. Nothing visible yet. */}
          <span data-slot="favourites-counter" className={styles.favouritesSlot} />
        </div>
      </div>
    </header>
  );
}
