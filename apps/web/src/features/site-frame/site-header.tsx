// The site header: logo or name (home link), the CMS header menu, the first phone as a tel: link,
// the «Заказать звонок» call request and the favourites counter slot. Content comes from
// loadFrame(), which never throws.
import Link from 'next/link';
import { CallbackRequestButton } from '@/features/leads/components/callback-request-button';
import { paths } from '@/lib/paths';
import { FrameLink } from './frame-link';
import { loadFrame } from './load-frame';
import { MenuDisclosure } from './menu-disclosure';
import styles from './site-frame.module.css';

export async function SiteHeader() {
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
          <CallbackRequestButton className={styles.callButton} consentVersion={frame.privacyPolicyVersion} phone={phone ?? null} />
          {/* Favourites counter slot: issue 9 renders the counter here. Nothing visible yet. */}
          <span data-slot="favourites-counter" className={styles.favouritesSlot} />
        </div>
      </div>
    </header>
  );
}
