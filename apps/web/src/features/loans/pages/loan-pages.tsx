// /loan/mortgage, /loan/deffered, /loan/tradein: the CMS programme (missing → 404; the CMS down →
// the route's error screen, or the content client's last good copy), its calculator, and with
// ?property=<id> the unit's price prefilled and «Как оплатить» for it (sales-data down or a wrong
// id → the calculator without prefill and a short note).
import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getConfig } from '@/lib/config';
import { INSTALLMENT_DEFAULTS, MORTGAGE_DEFAULTS } from '@/lib/finance';
import { paths } from '@/lib/paths';
import { formatQuarter } from '@/lib/quarter';
import { BreadcrumbJsonLd, JsonLd, pageMetadata } from '@/platform/seo';
import { unitTitle } from '@/features/unit';
import { ButtonLink } from '@/ui/button-link';
import { Notice } from '@/ui/notice/notice';
import { RubleFacePreload } from '@/ui/ruble-face';
import { SectionHeading } from '@/ui/section-heading';
import { InstallmentCalculator } from '../components/installment-calculator';
import { LoanPage } from '../components/loan-page';
import { MortgageCalculator } from '../components/mortgage-calculator';
import { PaymentComparison } from '../components/payment-comparison';
import { UnitBanner } from '../components/unit-banner';
import { installmentFieldsFromQuery, mortgageFieldsFromQuery } from '../data/calculator-state';
import { loadLoanPage, type SearchParams } from '../data/load-loan-page';
import { priceLabel, propertyParam, type LoanUnit } from '../data/loan-unit';
import { loadLoan, type LoanSlug } from '../data/resolve-loan';
import { loansTexts } from '../texts';
import styles from '../components/loan-page.module.css';

export type { SearchParams };

const decimal = (value: number) => String(value).replace('.', ',');
/** A starting price without a unit: a typical two-room flat of the demo complexes. */
const DEFAULT_PRICE = 7_500_000;
/** The trade-in comparison's first guess at the visitor's flat: 40 % of the new one's price, to 100 000 ₽. */
const flatGuess = (price: number) => String(Math.round((price * 0.4) / 100_000) * 100_000);

export const loanPath = (slug: LoanSlug) => `/loan/${slug}`;

export async function loanMetadata(slug: LoanSlug): Promise<Metadata> {
  let loan = null;
  try {
    loan = await loadLoan(slug);
  } catch {
    // The page itself shows the error screen; the metadata falls back to the built-in texts.
  }
  return pageMetadata(loanPath(slug), {
    title: loan?.pageTitle ?? loan?.name ?? loansTexts.fallbackTitle[slug],
    description: loan?.pageDescription ?? loan?.info ?? null,
    image: loan?.imageBefore ?? null,
  });
}

function Breadcrumbs({ slug, name }: { slug: LoanSlug; name: string }) {
  return (
    <BreadcrumbJsonLd
      crumbs={[
        { name: loansTexts.home, path: paths.home() },
        { name, path: loanPath(slug) },
      ]}
    />
  );
}

/** «Как оплатить» on the page of `slug`: each other way links to its own page for the unit. */
function Comparison({ loanUnit, query, slug }: { loanUnit: LoanUnit; query: SearchParams; slug: LoanSlug }) {
  if (loanUnit.kind !== 'unit') return null;
  const { unit, monthsToCompletion } = loanUnit;
  const flat = typeof query.flat === 'string' && /^\d{1,10}$/.test(query.flat) ? query.flat : flatGuess(unit.price_value);
  const details = {
    mortgage: slug === 'mortgage' ? undefined : paths.mortgage(unit.id),
    installment: slug === 'deffered' ? undefined : paths.installment(unit.id),
    tradein: slug === 'tradein' ? undefined : paths.tradeIn(unit.id),
  };
  return <PaymentComparison price={unit.price_value} unitTitle={unitTitle(unit)} monthsToCompletion={monthsToCompletion} initialFlatValue={flat} property={String(unit.id)} details={details} />;
}

function Tool({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      {/* Every calculator counts in rubles. */}
      <RubleFacePreload />
      <SectionHeading id={`${id}-title`} title={title} lead={lead} />
      {children}
    </section>
  );
}

export async function MortgagePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { loan, query, loanUnit, consentVersion, phone, presets } = await loadLoanPage('mortgage', searchParams, { presets: true });
  const unit = loanUnit.kind === 'unit' ? loanUnit.unit : null;
  const minDown = loan.minFirstPayment ?? 0;
  // For a unit: the sales-data defaults, so the monthly figure is the one its page shows.
  const initial = mortgageFieldsFromQuery(query, {
    price: String(unit ? unit.price_value : DEFAULT_PRICE),
    down: decimal(Math.max(MORTGAGE_DEFAULTS.downPaymentPercent, minDown)),
    downUnit: 'pct',
    term: String(MORTGAGE_DEFAULTS.years),
    termUnit: 'y',
    rate: decimal(unit ? MORTGAGE_DEFAULTS.rate : (loan.percent ?? MORTGAGE_DEFAULTS.rate)),
  });
  const url = new URL(loanPath('mortgage'), getConfig().siteUrl).toString();
  const description = loan.pageDescription ?? loan.info;
  const t = loansTexts.mortgageCalculator;
  return (
    <>
      <Breadcrumbs slug="mortgage" name={loan.name} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'LoanOrCredit',
          name: loan.name,
          ...(description ? { description } : {}),
          url,
          currency: 'RUB',
          loanType: 'mortgage',
          ...(loan.percent !== null ? { annualPercentageRate: loan.percent } : {}),
          loanTerm: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 30, unitCode: 'ANN' },
        }}
      />
      <LoanPage
        loan={loan}
        slug="mortgage"
        consentVersion={consentVersion}
        phone={phone}
        unitBanner={<UnitBanner loanUnit={loanUnit} />}
        comparison={<Comparison loanUnit={loanUnit} query={query} slug="mortgage" />}
      >
        <Tool id="calculator" title={t.title} lead={t.lead}>
          <MortgageCalculator initial={initial} presets={presets} minDownPercent={minDown} property={propertyParam(loanUnit)} priceLabel={priceLabel(loanUnit)} />
        </Tool>
      </LoanPage>
    </>
  );
}

export async function DefferedPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { loan, query, loanUnit, consentVersion, phone } = await loadLoanPage('deffered', searchParams);
  const unit = loanUnit.kind === 'unit' ? loanUnit.unit : null;
  // A house completed or completing this month leaves nothing to spread (the calculator gives way
  // to a notice for such a unit).
  const fixedTerm = unit && loanUnit.kind === 'unit' && loanUnit.monthsToCompletion > 1 ? { months: loanUnit.monthsToCompletion, quarter: formatQuarter(unit.development_end) } : null;
  const price = unit ? unit.price_value : DEFAULT_PRICE;
  const minFirst = loan.minFirstPayment ?? 0;
  const initial = installmentFieldsFromQuery(query, {
    price: String(price),
    first: decimal(Math.max(INSTALLMENT_DEFAULTS.firstPaymentPercent, minFirst)),
    firstUnit: 'pct',
    months: String(fixedTerm?.months ?? 12),
  });
  const t = loansTexts.installmentCalculator;
  return (
    <>
      <Breadcrumbs slug="deffered" name={loan.name} />
      <LoanPage
        loan={loan}
        slug="deffered"
        consentVersion={consentVersion}
        phone={phone}
        unitBanner={<UnitBanner loanUnit={loanUnit} />}
        comparison={<Comparison loanUnit={loanUnit} query={query} slug="deffered" />}
      >
        <Tool id="calculator" title={t.title} lead={t.lead}>
          {unit && !fixedTerm ? (
            // The unit's plan would be a single payment: say so, as «Как оплатить» below does,
            // rather than count months the house has not got.
            <Notice
              title={t.unavailableTitle}
              action={
                <>
                  <ButtonLink href={paths.mortgage(unit.id)}>{t.unavailableMortgage}</ButtonLink>{' '}
                  <ButtonLink href={paths.installment()} variant="secondary">
                    {t.unavailableOther}
                  </ButtonLink>
                </>
              }
            >
              {t.unavailable(unitTitle(unit))}
            </Notice>
          ) : (
            <InstallmentCalculator initial={initial} fixedTerm={fixedTerm} minFirstPercent={minFirst} property={propertyParam(loanUnit)} priceLabel={priceLabel(loanUnit)} />
          )}
        </Tool>
      </LoanPage>
    </>
  );
}

export async function TradeinPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { loan, query, loanUnit, consentVersion, phone } = await loadLoanPage('tradein', searchParams);
  return (
    <>
      <Breadcrumbs slug="tradein" name={loan.name} />
      <LoanPage
        loan={loan}
        slug="tradein"
        consentVersion={consentVersion}
        phone={phone}
        unitBanner={<UnitBanner loanUnit={loanUnit} />}
        comparison={<Comparison loanUnit={loanUnit} query={query} slug="tradein" />}
      >
        {loanUnit.kind === 'unit' ? null : (
          <section className={styles.section} aria-labelledby="tradein-compare">
            <SectionHeading
              id="tradein-compare"
              title={loansTexts.tradein.compareTitle}
              lead={loansTexts.tradein.compareLead}
              action={<ButtonLink href={paths.flatsByRooms(2)} variant="secondary">{loansTexts.tradein.compareAction}</ButtonLink>}
            />
          </section>
        )}
      </LoanPage>
    </>
  );
}

