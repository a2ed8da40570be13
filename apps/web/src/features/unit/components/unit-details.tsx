// A unit's page: the plan, what it is and where, the price with its discount and monthly payment,
// the documents and actions, its place in the house, similar units and the request form. The page
// composes the parts that belong to other features (actions, documents, placement, the form) and
// hands them in; this file only lays them out.
import type { ReactNode } from 'react';
import type { MonthlyPayment, Property, PropertyTypePurpose } from '@novostroy/contracts';
import { formatArea } from '@/lib/area';
import { INSTALLMENT_DEFAULTS, type InstallmentResult } from '@/lib/finance';
import { formatRubles } from '@/lib/money';
import { paths } from '@/lib/paths';
import { countWithNoun, MONTHS, YEARS } from '@/lib/plural';
import { formatQuarter } from '@/lib/quarter';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { IntentLink } from '@/ui/intent-link';
import { buttonClassName } from '@/ui/button';
import { Notice } from '@/ui/notice/notice';
import { Price } from '@/ui/price';
import { StatusBadge } from '@/ui/status-badge';
import { discountOf } from '../data/discount';
import { unitTitle } from '../data/unit-title';
import { unitTexts as t } from '../texts';
import { PlanViewer } from './plan-viewer';
import styles from './unit-page.module.css';

export const REQUEST_ANCHOR = 'unit-request';
export const SIMILAR_ANCHOR = 'similar-units';

interface UnitDetailsProps {
  unit: Property;
  listing: { label: string; href: string };
  /** The unit's complex and its page, when the CMS has one for it. */
  complex?: { label: string; href: string } | null;
  /** Whether sales-data says the unit's house is handed over. */
  released?: boolean;
  /** The default mortgage's payment; null or undefined when it cannot be said (sold, service down). */
  payment: MonthlyPayment | null | undefined;
  /** The developer's installment, quoted where the flat mortgage is not (premises, parking places, storerooms); null when there is none. */
  installment?: InstallmentResult | null;
  /** Favourite, compare, share. */
  actions?: ReactNode;
  /** The unit's PDF and sending it to an e-mail address. */
  documents?: ReactNode;
  /** The floor plan and the facade. */
  placement?: ReactNode;
  similar: ReactNode;
  requestForm: ReactNode;
}

function unitFacts(unit: Property, complexHref: string | null, released: boolean): Array<[string, ReactNode]> {
  const facts: Array<[string, ReactNode]> = [];
  if (unit.type_purpose === 'residential') facts.push([t.rooms, unit.studio || unit.rooms_amount === 0 ? t.studio : String(unit.rooms_amount)]);
  facts.push([t.areaTotal, formatArea(unit.area_total)]);
  if (unit.area_living) facts.push([t.areaLiving, formatArea(unit.area_living)]);
  if (unit.area_kitchen) facts.push([t.areaKitchen, formatArea(unit.area_kitchen)]);
  facts.push([t.floor, unit.floor < 1 ? t.level(unit.floor) : t.floorOf(unit.floor, unit.floors_total)]);
  facts.push([t.complex, complexHref ? <IntentLink href={complexHref}>{unit.project_title}</IntentLink> : unit.project_title]);
  facts.push([t.house, `${unit.house_title}, ${t.section(unit.section)}`]);
  facts.push([t.completion, released ? t.released : formatQuarter(unit.development_end)]);
  if (unit.type_purpose === 'residential' || unit.type_purpose === 'commercial') facts.push([t.finishing, t.finishings[unit.finishing]]);
  return facts;
}

function PriceBlock({ unit, payment, installment }: { unit: Property; payment: MonthlyPayment | null | undefined; installment: InstallmentResult | null }) {
  const discount = discountOf(unit);
  return (
    <div className={styles.priceBlock}>
      <div className={styles.priceLine}>
        <Price value={unit.price_value} oldValue={unit.price_old} size="lg" />
        {discount ? (
          <span className={styles.discount}>
            {t.discount(discount.percent)}
            <span className={styles.saving}>{t.saving(formatRubles(discount.rubles))}</span>
          </span>
        ) : null}
      </div>
      {unit.price_per_meter > 0 ? <p className={styles.perMeter}>{t.perMeter(formatRubles(unit.price_per_meter))}</p> : null}
      {payment ? (
        <div className={styles.mortgage}>
          <p className={styles.monthly}>{t.mortgageFrom(formatRubles(payment.monthly_payment))}</p>
          <p className={styles.terms}>{t.mortgageTerms(Math.round(payment.initial_payment_percent), payment.rate, countWithNoun(payment.years, YEARS))}</p>
          <p className={styles.mortgageLinks}>
            <a href={paths.mortgage(unit.id)} className={styles.mortgageLink}>
              {t.mortgageLink}
            </a>
            <a href={paths.paymentComparison(unit.id)} className={styles.mortgageLink}>
              {t.paymentWaysLink}
            </a>
          </p>
        </div>
      ) : installment ? (
        <div className={styles.mortgage}>
          <p className={styles.monthly}>{t.installmentMonthly(formatRubles(installment.monthly))}</p>
          <p className={styles.terms}>{t.installmentTerms(INSTALLMENT_DEFAULTS.firstPaymentPercent, countWithNoun(installment.months, MONTHS))}</p>
          <p className={styles.mortgageLinks}>
            <a href={paths.installment(unit.id)} className={styles.mortgageLink}>
              {t.installmentLink}
            </a>
          </p>
        </div>
      ) : null}
    </div>
  );
}

export function UnitDetails({ unit, listing, complex = null, released = false, payment, installment = null, actions, documents, placement, similar, requestForm }: UnitDetailsProps) {
  const title = unitTitle(unit);
  const sold = unit.status === 'SOLD';
  // Mid-line after «·», the floor reads in lower case: «Литер 1 · секция 1 · подземный уровень».
  const where = [unit.project_title, unit.house_title, t.section(unit.section), t.card.floor(unit.floor, unit.floors_total).toLocaleLowerCase('ru-RU')];
  return (
    <article className={styles.page} aria-labelledby="unit-title">
      {/* A flat sits in its complex («Жилые комплексы» / the complex); other units in their type's listing. */}
      <Breadcrumbs items={[{ label: t.home, href: paths.home() }, listing, ...(complex && unit.type_purpose === 'residential' ? [complex] : []), { label: title }]} />
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id="unit-title">{title}</h1>
          <StatusBadge status={unit.status} />
        </div>
        <p className={styles.where}>{t.subtitle(where)}</p>
        {actions ? (
          <div className={styles.toolbar} role="group" aria-label={t.toolbar(unit.type_purpose)}>
            {actions}
          </div>
        ) : null}
      </header>
      <div className={styles.body}>
        <div className={styles.planColumn}>
          <PlanViewer src={unit.plan_image} alt={t.planAlt(title)} width={800} height={600} hint={t.planHint} />
          <a href={unit.plan_image} className={styles.planOpen} target="_blank" rel="noopener">
            {t.planOpen}
            <span className="visually-hidden"> {t.newTab}</span>
          </a>
        </div>
        <aside className={styles.aside} aria-label={t.factsTitle}>
          {sold ? (
            <Notice tone="warning">
              {t.sold(unit.type_purpose)} <a href={`#${SIMILAR_ANCHOR}`}>{t.seeSimilar}</a>
            </Notice>
          ) : (
            <>
              {unit.status === 'BOOKED' ? <Notice tone="info">{t.booked(unit.type_purpose)}</Notice> : null}
              <PriceBlock unit={unit} payment={payment} installment={installment} />
              <a href={`#${REQUEST_ANCHOR}`} className={buttonClassName({ variant: 'primary', block: true })}>
                {t.requestCta}
              </a>
            </>
          )}
          <dl className={styles.facts}>
            {unitFacts(unit, complex?.href ?? null, released).map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {documents && !sold ? (
            <div className={styles.documents} role="group" aria-label={t.documents}>
              {documents}
            </div>
          ) : null}
        </aside>
      </div>
      {placement}
      <section id={SIMILAR_ANCHOR} className={styles.similar} aria-labelledby="similar-title" tabIndex={-1}>
        <h2 id="similar-title">{sold ? t.similarSoldTitle : t.similarTitle}</h2>
        {similar}
      </section>
      {sold ? null : <div id={REQUEST_ANCHOR} className={styles.request}>{requestForm}</div>}
    </article>
  );
}

/** The page while sales-data does not answer: what it is cannot be said, the request still can. */
export function UnitUnavailable({ type, listing, requestForm }: { type: PropertyTypePurpose; listing: { label: string; href: string }; requestForm: ReactNode }) {
  return (
    <article className={styles.page} aria-labelledby="unit-title">
      <Breadcrumbs items={[{ label: t.home, href: paths.home() }, listing, { label: t.unavailableTitle(type) }]} />
      <h1 id="unit-title">{t.unavailableTitle(type)}</h1>
      <Notice tone="warning">{t.unavailable(type)}</Notice>
      <div className={styles.request}>{requestForm}</div>
    </article>
  );
}
