// The unit routes (/property, /commercial, /parking, /store-room + /<id>) are one page with
// another type: a unit of another type redirects to its own route, an unknown id is a 404, and
// while sales-data does not answer the page still takes a request.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import type { PropertyTypePurpose } from '@novostroy/contracts';
import { PropertyRequestForm } from '@/features/leads';
import { paths } from '@/lib/paths';
import { loadFrame } from '@/platform/frame';
import { pageMetadata } from '@/platform/seo';
import { UnitDetails, UnitUnavailable } from '../components/unit-details';
import { resolveUnitRoute } from '../data/resolve-unit';
import { unitTitle } from '../data/unit-title';
import { unitTexts } from '../texts';

export async function unitMetadata(type: PropertyTypePurpose, id: string): Promise<Metadata> {
  const route = await resolveUnitRoute(type, id);
  if (route.kind !== 'unit') return {};
  const { unit } = route;
  return pageMetadata(paths.unit(type, unit.id), {
    title: `${unitTitle(unit)} в ${unit.project_title}`,
    description: `${unitTitle(unit)}, ${unit.area_total} м², ${unit.project_title}. Планировка, цена и условия покупки.`,
  });
}

export async function UnitPage({ type, id }: { type: PropertyTypePurpose; id: string }) {
  const route = await resolveUnitRoute(type, id);
  if (route.kind === 'missing') notFound();
  if (route.kind === 'other-type') permanentRedirect(paths.unit(route.unit.type_purpose, route.unit.id));
  const frame = await loadFrame();
  const listing = unitTexts.listings[type];
  if (route.kind === 'unavailable') {
    return (
      <UnitUnavailable
        listing={listing}
        requestForm={<PropertyRequestForm propertyId={route.id} propertyType={type} consentVersion={frame.privacyPolicyVersion} title={unitTexts.requestTitle} />}
      />
    );
  }
  const { unit } = route;
  return (
    <UnitDetails
      unit={unit}
      listing={listing}
      requestForm={
        <PropertyRequestForm
          propertyId={unit.id}
          propertyType={unit.type_purpose}
          projectId={unit.project_id}
          projectTitle={unit.project_title}
          consentVersion={frame.privacyPolicyVersion}
          title={unitTexts.requestTitle}
        />
      }
    />
  );
}
