// The site footer on the dark inverse surface: the name, the footer text and the social links, the
// CMS footer menu in columns (a CMS group is a titled column of its own), the phones, and the sales
// offices with address and hours.
import Link from 'next/link';
import { IntentLink } from '@/ui/intent-link';
import { getConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { CookieSettingsButton } from '@/platform/analytics';
import { ICON_PATHS } from '@/platform/icons';
import type { FrameLink as FrameLinkData, FrameMenuEntry } from './frame-data';
import { FrameLink } from './frame-link';
import { loadFrame } from './load-frame';
import styles from './site-footer.module.css';

type MenuColumn = { title: string | null; links: FrameLinkData[] };

/** Consecutive plain links share one untitled column; each group is a column titled by it. */
function menuColumns(entries: FrameMenuEntry[]): MenuColumn[] {
  const columns: MenuColumn[] = [];
  for (const entry of entries) {
    const last = columns.at(-1);
    if (entry.kind === 'group') columns.push({ title: entry.title, links: entry.links });
    else if (last && last.title === null) last.links.push(entry.link);
    else columns.push({ title: null, links: [entry.link] });
  }
  return columns;
}

export async function SiteFooter() {
  const frame = await loadFrame();
  const columns = menuColumns(frame.footerMenu);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <IntentLink href={paths.home()} className={styles.brand}>
            {/* The site's icon (the CMS logo's mark, platform/icons): the header's logo is drawn for a
                light background, the footer is dark. A few KB, fetched as the footer nears. */}
            <img src={ICON_PATHS['icon-192.png']} alt="" width={24} height={24} loading="lazy" decoding="async" className={styles.brandMark} />
            {frame.siteName}
          </IntentLink>
          <p className={styles.text}>{frame.footerText ?? `© ${new Date().getFullYear()} «${frame.siteName}» — квартиры от застройщика`}</p>
          {frame.socials.length > 0 ? (
            <ul className={styles.socials} aria-label="Мы в соцсетях">
              {frame.socials.map((link) => (
                <li key={link.href}>
                  <FrameLink link={link} className={styles.social} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Меню в подвале" className={styles.menu}>
          {columns.map((column, index) => (
            <div key={column.title ?? `links-${index}`} className={column.title ? styles.column : styles.looseColumn}>
              {column.title ? <h2 className={styles.heading}>{column.title}</h2> : null}
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={`${link.href}|${link.label}`}>
                    <FrameLink link={link} className={styles.link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {frame.phones.length > 0 ? (
          <section aria-labelledby="footer-contacts" className={styles.contacts}>
            <h2 id="footer-contacts" className={styles.heading}>
              Контакты
            </h2>
            <ul className={styles.phones}>
              {frame.phones.map((phone) => (
                <li key={phone.href}>
                  {phone.label ? <span className={styles.muted}>{phone.label}</span> : null}
                  <a href={phone.href} className={styles.phone}>
                    {phone.display}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {frame.offices.length > 0 ? (
          <section aria-labelledby="footer-offices" className={styles.officesSection}>
            <h2 id="footer-offices" className={styles.heading}>
              Офисы продаж
            </h2>
            <ul className={styles.offices}>
              {frame.offices.map((office) => (
                <li key={office.id}>
                  <address className={styles.office}>
                    {office.name ? <span className={styles.officeName}>{office.name}</span> : null}
                    {office.address ? <span>{office.address}</span> : null}
                    {office.hours ? <span className={styles.muted}>{office.hours}</span> : null}
                    {office.phone ? (
                      <a href={office.phone.href} className={styles.link}>
                        {office.phone.display}
                      </a>
                    ) : null}
                  </address>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className={styles.bottom}>
          <Link href={paths.privacyPolicy()} className={styles.link} prefetch={false}>
            Политика конфиденциальности
          </Link>
          {/* Analytics on (YANDEX_METRICA_ID): the consent banner again, to accept or withdraw. */}
          {getConfig().yandexMetricaId ? <CookieSettingsButton className={`${styles.link} ${styles.linkButton}`} /> : null}
        </div>
      </div>
    </footer>
  );
}
