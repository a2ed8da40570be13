// schema.org ApartmentComplex of a complex page: name, description, url, images, the place, and an
// AggregateOffer only while the sales data is there (never a stale or invented price).
import { parseCoordinates } from '@/lib/geo';
import { paths } from '@/lib/paths';
import type { JsonLdObject } from '@/platform/seo';
import type { Project } from '@/upstream/content';
import { galleryPhotos, type ProjectSales } from './project-page';

/** The first paragraph of the editors' markdown as plain text, for a description. */
function plainText(markdown: string | null): string | null {
  const first = (markdown ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.replace(/[*_`#>]+/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\s+/g, ' ').trim())
    .find((part) => part !== '');
  return first ?? null;
}

export function projectJsonLd(siteUrl: string, project: Project, sales: ProjectSales | null): JsonLdObject {
  const url = new URL(paths.project(project.slug), siteUrl).toString();
  const description = project.seoDescription ?? project.pageDescription ?? plainText(project.aboutText);
  const images = galleryPhotos(project).map((photo) => photo.variants.large.url);
  const geo = parseCoordinates(project.coordinates);
  const offer =
    sales && sales.minFlatPrice !== null && sales.free.flat > 0
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'RUB',
          lowPrice: sales.minFlatPrice,
          ...(sales.maxFlatPrice !== null && sales.maxFlatPrice >= sales.minFlatPrice ? { highPrice: sales.maxFlatPrice } : {}),
          offerCount: sales.free.flat,
          url,
        }
      : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    name: project.title,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } } : {}),
    // schema.org's own ApartmentComplex counts (QuantitativeValue); `offers` is not a Place property,
    // kept because search engines read an AggregateOffer for the price range.
    ...(sales && sales.has.flat
      ? {
          numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: sales.total.flat },
          numberOfAvailableAccommodationUnits: { '@type': 'QuantitativeValue', value: sales.free.flat },
        }
      : {}),
    ...(offer ? { offers: offer } : {}),
  };
}
