// /contacts (the imposed layout: the header lies over the first screen, so the page's top band
// leaves room for it): the sales phone and the callback request, the sales offices (address,
// hours, a tel: link, the way there), the offices on the map, a RealEstateAgent JSON-LD per office.
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { buttonClassName } from '@/ui/button';
import { Notice } from '@/ui/notice/notice';
import { MapMarker } from '@/ui/map/map-marker';
import { numberedPoints } from '@/ui/map/points';
import { SiteMap, type SiteMapPoint } from '@/ui/map/site-map';
import { getConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { CallbackRequestButton, QuestionForm } from '@/features/leads';
import { loadFrame } from '@/platform/frame';
import { BreadcrumbJsonLd, JsonLd, pageTexts } from '@/platform/seo';
import { loadContacts } from '../data/load-contacts';
import type { ContactOffice } from '../data/office-contacts';
import { contactsJsonLd } from '../data/office-json-ld';
import { contactsTexts as t } from '../texts';
import styles from './contacts.module.css';
import { Phrases } from '@/ui/phrases';

export async function ContactsPage() {
  const [texts, contacts, frame] = await Promise.all([pageTexts(t.path, t.fallback), loadContacts(), loadFrame()]);
  const offices = contacts.kind === 'ready' ? contacts.offices : [];
  const phone = frame.phones[0] ?? null;
  const pageUrl = new URL(t.path, getConfig().siteUrl).toString();
  // Two offices or more on the map are numbered, pin and card alike (their first letters would all be «О»).
  const points: SiteMapPoint[] = numberedPoints(
    offices.flatMap((office) => (office.coordinates ? [{ id: String(office.id), name: office.name, coordinates: office.coordinates, href: `${t.path}#${office.anchor}` }] : [])),
  );
  const markers = new Map(points.map((point) => [point.id, point.marker]));
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div className={styles.topInner}>
          <Breadcrumbs items={[{ label: t.home, href: paths.home() }, { label: texts.title }]} className={styles.breadcrumbs} />
          <h1 className={styles.title}>{texts.title}</h1>
          <p className={styles.lead}>{texts.description}</p>
          <div className={styles.reach}>
            {phone ? (
              <p className={styles.phoneBlock}>
                <span className={styles.label}>{phone.label ?? t.salesPhone}</span>
                <a href={phone.href} className={styles.bigPhone}>
                  {phone.display}
                </a>
              </p>
            ) : null}
            <div className={styles.callback}>
              <CallbackRequestButton consentVersion={frame.privacyPolicyVersion} phone={phone ? { display: phone.display, href: phone.href } : null} className={buttonClassName({ variant: 'primary' })} />
              <span className={styles.callbackLead}>{t.callbackLead}</span>
            </div>
          </div>
        </div>
      </header>
      <BreadcrumbJsonLd crumbs={[{ name: t.home, path: paths.home() }, { name: texts.title, path: t.path }]} />
      <JsonLd data={contactsJsonLd(offices, pageUrl, { name: frame.siteName, siteUrl: getConfig().siteUrl })} />
      <section className={styles.offices} aria-labelledby="contacts-offices">
        <h2 id="contacts-offices" className={styles.sectionTitle}>
          {t.officesTitle}
        </h2>
        {contacts.kind === 'unavailable' ? (
          <Notice tone="warning" title={t.unavailableTitle}>
            {t.unavailable}
          </Notice>
        ) : offices.length === 0 ? (
          <p className={styles.muted}>{t.noOffices}</p>
        ) : (
          <div className={styles.officesLayout}>
            <ul className={styles.officeList}>
              {offices.map((office) => (
                <li key={office.id} id={office.anchor} className={styles.office}>
                  <OfficeCard office={office} marker={markers.get(String(office.id))} />
                </li>
              ))}
            </ul>
            {points.length > 0 ? <SiteMap title={t.onMap} points={points} tiles={getConfig().mapTiles} className={styles.map} /> : null}
          </div>
        )}
      </section>
      <div className={styles.form}>
        <QuestionForm consentVersion={frame.privacyPolicyVersion} phone={phone} />
      </div>
    </div>
  );
}

function OfficeCard({ office, marker }: { office: ContactOffice; marker: string | undefined }) {
  const route = office.coordinates ? `https://yandex.ru/maps/?rtext=~${office.coordinates.lat},${office.coordinates.lng}&rtt=auto` : null;
  return (
    <article aria-labelledby={`${office.anchor}-name`} className={styles.officeCard}>
      <h3 id={`${office.anchor}-name`} className={styles.officeName}>
        {marker ? <MapMarker point={{ name: office.name, marker }} /> : null}
        {office.name}
      </h3>
      <dl className={styles.facts}>
        {office.address ? (
          <div>
            <dt>{t.address}</dt>
            <dd>
              <address className={styles.address}>{office.address}</address>
            </dd>
          </div>
        ) : null}
        {office.hours ? (
          <div>
            <dt>{t.hours}</dt>
            <dd>
              <Phrases text={office.hours} />
            </dd>
          </div>
        ) : null}
        {office.phone ? (
          <div>
            <dt>{t.phone}</dt>
            <dd>
              <a href={office.phone.href} className={styles.phone} aria-label={t.call(office.phone.display)}>
                {office.phone.display}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {route ? (
        <a href={route} className={styles.route} target="_blank" rel="noopener noreferrer">
          {t.route}
          <span className="visually-hidden"> {t.newTab}</span>
        </a>
      ) : null}
    </article>
  );
}
