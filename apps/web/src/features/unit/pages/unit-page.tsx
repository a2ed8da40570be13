// The unit routes (/property, /commercial, /parking, /store-room + /<id>) are one page with
// another type: a unit of another type redirects to its own route, an unknown id is a 404, and
// while sales-data does not answer the page still takes a request. A sold unit keeps its page
// (200, noindex): it says it is sold and offers similar units; see docs/web.md for why not 410.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import type { PropertyTypePurpose } from '@novostroy/contracts';
import { UnitPlacement } from '@/features/catalogue/server';
import { CompareToggle, FavouriteToggle } from '@/features/favourites';
import { PropertyRequestForm, SendByEmailButton } from '@/features/leads';
import { formatArea } from '@/lib/area';
import { getConfig } from '@/lib/config';
import { quotesFlatMortgage, unitInstallment } from '@/lib/finance';
import { paths } from '@/lib/paths';
import { loadFrame } from '@/platform/frame';
import { PdfDownload } from '@/ui/pdf-download/pdf-download';
import { ShareButton } from '@/ui/share-button/share-button';
import { BreadcrumbJsonLd, JsonLd, pageMetadata } from '@/platform/seo';
import { fetchProjects } from '@/upstream/content';
import { fetchFacade, fetchFloorPlan, fetchMonthlyPayment, fetchReleasedHouseIds, fetchUnitsOnSale } from '@/upstream/sales';
import { SimilarUnits } from '../components/similar-units';
import { UnitDetails, UnitUnavailable } from '../components/unit-details';
import { resolveUnitRoute } from '../data/resolve-unit';
import { similarUnits } from '../data/similar-units';
import { unitJsonLd } from '../data/unit-json-ld';
import { unitTitle } from '../data/unit-title';
import { unitTexts } from '../texts';

export async function unitMetadata(type: PropertyTypePurpose, id: string): Promise<Metadata> {
  const route = await resolveUnitRoute(type, id);
  if (route.kind !== 'unit') return {};
  const { unit } = route;
  const metadata = await pageMetadata(paths.unit(type, unit.id), {
    title: `${unitTitle(unit)} в ${unit.project_title}`,
    description: `${unitTitle(unit)}, ${formatArea(unit.area_total)}, ${unit.project_title}. Планировка, цена и условия покупки.`,
  });
  // A sold unit's page stays for people who saved or shared it, but leaves the search results.
  return unit.status === 'SOLD' ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export async function UnitPage({ type, id }: { type: PropertyTypePurpose; id: string }) {
  // Asked for together with the unit, not after it: the units on sale of this type (for the similar
  // ones) and the frame's texts do not depend on it. Neither rejects: a failure reads as "no data".
  const onSaleReady = fetchUnitsOnSale(type);
  const frameReady = loadFrame();
  // The complexes' pages, for a link to the unit's own (none while the CMS cannot say).
  const projectsReady = fetchProjects().catch(() => null);
  const route = await resolveUnitRoute(type, id);
  if (route.kind === 'missing') notFound();
  if (route.kind === 'other-type') permanentRedirect(paths.unit(route.unit.type_purpose, route.unit.id));
  const listing = unitTexts.listings[type];
  if (route.kind === 'unavailable') {
    const frame = await frameReady;
    return (
      <>
        <BreadcrumbJsonLd
          crumbs={[
            { name: unitTexts.home, path: paths.home() },
            { name: listing.label, path: listing.href },
            { name: unitTexts.unavailableTitle(type), path: paths.unit(type, route.id) },
          ]}
        />
        <UnitUnavailable
          type={type}
          listing={listing}
          requestForm={<PropertyRequestForm propertyId={route.id} propertyType={type} consentVersion={frame.privacyPolicyVersion} phone={frame.phones[0]} title={unitTexts.requestTitle(type)} />}
        />
      </>
    );
  }
  const { unit } = route;
  const title = unitTitle(unit);
  const path = paths.unit(unit.type_purpose, unit.id);
  // The placement's drawings are asked for now; UnitPlacement, rendered after this page, joins
  // these requests (the sales client shares a request in flight) instead of starting a third round.
  void fetchFacade(unit.house_id);
  void fetchFloorPlan(unit.house_id, unit.floor);
  const [frame, payment, onSale, projects, released] = await Promise.all([
    frameReady,
    unit.status === 'SOLD' || unit.price_value <= 0 || !quotesFlatMortgage(unit) ? null : fetchMonthlyPayment(unit.id),
    onSaleReady,
    projectsReady,
    fetchReleasedHouseIds(),
  ]);
  const complexSlug = projects?.find((project) => project.profitId === unit.project_id)?.slug;
  const complex = complexSlug ? { label: unit.project_title, href: paths.project(complexSlug) } : null;
  const siteUrl = getConfig().siteUrl;
  const a = unitTexts.actions;
  return (
    <>
      <JsonLd data={unitJsonLd(unit, { url: new URL(path, siteUrl).toString(), title, siteUrl })} />
      <BreadcrumbJsonLd
        crumbs={[
          { name: unitTexts.home, path: paths.home() },
          { name: listing.label, path: listing.href },
          ...(complex && type === 'residential' ? [{ name: complex.label, path: complex.href }] : []),
          { name: title, path },
        ]}
      />
      <UnitDetails
        unit={unit}
        listing={listing}
        complex={complex}
        released={released.has(unit.house_id)}
        payment={payment}
        installment={unit.status === 'SOLD' || quotesFlatMortgage(unit) ? null : unitInstallment(unit, new Date(), released.has(unit.house_id))}
        actions={
          <>
            <FavouriteToggle unitId={unit.id} />
            {/* The header leads to the favourites only: the comparison's way is here. */}
            <CompareToggle unitId={unit.id} listLink />
            <ShareButton label={a.shareLabel} title={title} url={path} size="sm" {...a.share} />
          </>
        }
        documents={
          <>
            <PdfDownload href={paths.unitPdf(unit.id)} filename={`novostroy-unit-${unit.id}.pdf`} label={a.unitPdf} {...a.pdf} />
            <SendByEmailButton propertyIds={[unit.id]} consentVersion={frame.privacyPolicyVersion} label={a.sendByEmail} title={a.sendUnitTitle(unit.type_purpose)} />
          </>
        }
        placement={
          <UnitPlacement
            unit={unit}
            floorActions={
              unit.status === 'SOLD' ? null : (
                <PdfDownload href={paths.floorPdf(unit.house_id, unit.floor)} filename={`novostroy-floor-${unit.house_id}-${unit.floor}.pdf`} label={a.floorPdf} variant="ghost" size="sm" {...a.pdf} />
              )
            }
          />
        }
        similar={<SimilarUnits units={onSale ? similarUnits(unit, onSale) : []} listing={listing} />}
        requestForm={
          <PropertyRequestForm
            propertyId={unit.id}
            propertyType={unit.type_purpose}
            projectId={unit.project_id}
            projectTitle={unit.project_title}
            consentVersion={frame.privacyPolicyVersion}
            phone={frame.phones[0]}
            title={unitTexts.requestTitle(type)}
          />
        }
      />
    </>
  );
}
