// The sales offices from the CMS: name, address, phone (a tel: link) and opening hours.
import { Phrases } from '@/ui/phrases';
import { SectionHeading } from '@/ui/section-heading';
import type { HomeOffice } from '../data/load-home';
import { homeTexts } from '../texts';
import styles from './home.module.css';

export function SalesOffices({ offices }: { offices: HomeOffice[] }) {
  if (offices.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-offices">
      <SectionHeading id="home-offices" title={homeTexts.officesTitle} />
      <ul className={styles.officeGrid}>
        {offices.map((office) => (
          <li key={office.id} className={styles.office}>
            {office.name ? <h3 className={styles.officeName}>{office.name}</h3> : null}
            {office.address ? <address className={styles.officeAddress}>{office.address}</address> : null}
            <dl className={styles.officeFacts}>
              {office.phone ? (
                <div>
                  <dt>{homeTexts.officePhone}</dt>
                  <dd>
                    <a href={office.phone.href} className={styles.officePhone}>
                      {office.phone.display}
                    </a>
                  </dd>
                </div>
              ) : null}
              {office.hours ? (
                <div>
                  <dt>{homeTexts.officeHours}</dt>
                  <dd>
                    <Phrases text={office.hours} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
