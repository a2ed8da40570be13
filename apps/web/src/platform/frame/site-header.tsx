// The site header: one sticky row. Below 1200 px: logo (home link), a call icon (tel: link to the
// first phone), the call request (a component the layout hands in; an icon below 480 px) and the
// menu button, which opens the navigation and the contacts in a full-screen sheet. From 1200 px:
// logo, the navigation with a dropdown per CMS group, the phone, the call request and the
// favourites counter (also a component the layout hands in, shown at every width). Content comes
// from loadFrame(), which never throws.
import { IntentLink } from '@/ui/intent-link';
import type { ComponentType, ReactNode } from 'react';
import { paths } from '@/lib/paths';
import { buttonClassName } from '@/ui/button';
import type { FrameData, FramePhone } from './frame-data';
import { FrameLink } from './frame-link';
import { HeaderNav } from './header-nav';
import { PhoneIcon } from './icons';
import { loadFrame } from './load-frame';
import { MenuSheet } from './menu-sheet';
import menus from './header-menus.module.css';
import styles from './site-header.module.css';

/** What the header gives its call request: the consent version its form sends, the phone to fall back on. */
export interface HeaderCallActionProps {
  consentVersion: string | null;
  phone: FramePhone | null;
  className?: string;
}

export type HeaderCallAction = ComponentType<HeaderCallActionProps>;

const MAIN_MENU = 'Основное меню';

export interface SiteHeaderProps {
  callAction: HeaderCallAction;
  /** The link to the favourites with its count (features/favourites), composed by the layout. */
  favouritesCounter?: ReactNode;
}

export async function SiteHeader({ callAction: CallAction, favouritesCounter }: SiteHeaderProps) {
  const frame = await loadFrame();
  const phone = frame.phones[0] ?? null;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <IntentLink href={paths.home()} className={styles.brand} aria-label={`${frame.siteName} — на главную`}>
          {/* The logo already shows the name; the link's label says it for screen readers. */}
          {frame.logo ? (
            <img src={frame.logo.url} alt="" width={frame.logo.width ?? 160} height={frame.logo.height ?? 40} className={styles.logo} />
          ) : (
            <>
              <span aria-hidden="true" className={styles.brandMark} />
              <span>{frame.siteName}</span>
            </>
          )}
        </IntentLink>
        <HeaderNav entries={frame.headerMenu} label={MAIN_MENU} />
        <div className={styles.actions}>
          {phone ? (
            <>
              <a href={phone.href} className={styles.phone}>
                {phone.display}
              </a>
              <a href={phone.href} className={styles.callIcon} aria-label={`Позвонить: ${phone.display}`}>
                <PhoneIcon className={menus.icon} />
              </a>
            </>
          ) : null}
          <CallAction className={buttonClassName({ size: 'sm' }, styles.callButton)} consentVersion={frame.privacyPolicyVersion} phone={phone} />
          <span data-slot="favourites-counter" className={styles.favouritesSlot}>
            {favouritesCounter}
          </span>
          <MenuSheet entries={frame.headerMenu} label={MAIN_MENU}>
            <SheetContacts frame={frame} />
          </MenuSheet>
        </div>
      </div>
    </header>
  );
}

/** The contacts under the navigation in the phone menu: phones, offices, socials. */
function SheetContacts({ frame }: { frame: FrameData }) {
  if (frame.phones.length === 0 && frame.offices.length === 0 && frame.socials.length === 0) return null;
  return (
    <section aria-labelledby="menu-sheet-contacts" className={styles.sheetContacts}>
      <h3 id="menu-sheet-contacts" className={styles.sheetHeading}>
        Контакты
      </h3>
      {frame.phones.length > 0 ? (
        <ul className={styles.sheetPhones}>
          {frame.phones.map((phone) => (
            <li key={phone.href}>
              {phone.label ? <span className={styles.sheetMuted}>{phone.label}</span> : null}
              <a href={phone.href} className={styles.sheetPhone}>
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {frame.offices.map((office) => (
        <address key={office.id} className={styles.sheetOffice}>
          {office.name ? <span className={styles.sheetOfficeName}>{office.name}</span> : null}
          {office.address ? <span>{office.address}</span> : null}
          {office.hours ? <span className={styles.sheetMuted}>{office.hours}</span> : null}
        </address>
      ))}
      {frame.socials.length > 0 ? (
        <ul className={styles.sheetSocials} aria-label="Мы в соцсетях">
          {frame.socials.map((link) => (
            <li key={link.href}>
              <FrameLink link={link} className={styles.sheetSocial} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
