// The site footer: the CMS footer menu, phones, sales offices, social links and the footer text.
import { FrameLink } from './frame-link';
import { loadFrame } from './load-frame';
import styles from './site-frame.module.css';

export async function SiteFooter() {
  const frame = await loadFrame();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.inner} ${styles.footerGrid}`}>
        <nav aria-label="Меню в подвале">
          <ul className={styles.footerList}>
            {frame.footerMenu.map((link) => (
              <li key={`${link.href}|${link.label}`}>
                <FrameLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        {frame.phones.length > 0 || frame.offices.length > 0 ? (
          <section aria-labelledby="footer-contacts">
            <h2 id="footer-contacts" className={styles.footerHeading}>
              Контакты
            </h2>
            <ul className={styles.footerList}>
              {frame.phones.map((phone) => (
                <li key={phone.href}>
                  {phone.label ? `${phone.label}: ` : null}
                  <a href={phone.href}>{phone.display}</a>
                </li>
              ))}
            </ul>
            {frame.offices.map((office) => (
              <address key={office.id} className={styles.office}>
                {office.address ? <span>{office.address}</span> : null}
                {office.hours ? <span>{office.hours}</span> : null}
                {office.phone ? <a href={office.phone.href}>{office.phone.display}</a> : null}
              </address>
            ))}
          </section>
        ) : null}
        {frame.socials.length > 0 ? (
          <nav aria-label="Мы в соцсетях">
            <ul className={styles.footerList}>
              {frame.socials.map((link) => (
                <li key={link.href}>
                  <FrameLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className={styles.footerText}>{frame.footerText ?? `© ${new Date().getFullYear()} «${frame.siteName}» — квартиры от застройщика`}</p>
      </div>
    </footer>
  );
}
