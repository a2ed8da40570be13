// schema.org ApartmentComplex of a complex page: name, description, url, images, the street address
// (sales-data's) in the company's city, the CMS coordinates, the flat counts and an AggregateOffer
// of the flats on sale, only while the sales data is there (never a stale or invented price).
import type { AggregateOffer, ApartmentComplexLeaf, WithContext } from 'schema-dts';
import { parseCoordinates } from '@/lib/geo';
import { paths } from '@/lib/paths';
import { organizationRef, postalAddress } from '@/platform/seo';
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

/**
 * The flats on sale: lowPrice is the page's «от» price (the cheapest available or booked flat),
 * highPrice sales-data's max_price_flat, offerCount its free flats. No flat on sale -> no offer.
 */
function flatsOffer(siteUrl: string, url: string, sales: ProjectSales | null): AggregateOffer | null {
  if (!sales || sales.minFlatPrice === null || sales.free.flat <= 0) return null;
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'RUB',
    lowPrice: sales.minFlatPrice,
    ...(sales.maxFlatPrice !== null && sales.maxFlatPrice >= sales.minFlatPrice ? { highPrice: sales.maxFlatPrice } : {}),
    offerCount: sales.free.flat,
    availability: 'https://schema.org/InStock',
    url,
    seller: organizationRef(siteUrl),
  };
}

/**
 * `offers` is not a Place property in schema.org (schema-dts has none on ApartmentComplex); it is
 * added because search engines read an AggregateOffer for a complex's price range.
 */
export type ProjectJsonLd = WithContext<ApartmentComplexLeaf & { offers?: AggregateOffer }>;

export function projectJsonLd(siteUrl: string, project: Project, sales: ProjectSales | null): ProjectJsonLd {
  const url = new URL(paths.project(project.slug), siteUrl).toString();
  const description = project.seoDescription ?? project.pageDescription ?? plainText(project.aboutText);
  const images = galleryPhotos(project).map((photo) => photo.variants.large.url);
  const geo = parseCoordinates(project.coordinates);
  const offer = flatsOffer(siteUrl, url, sales);
  return {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    '@id': `${url}#complex`,
    name: project.title,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(sales ? { address: postalAddress(sales.address) } : {}),
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } } : {}),
    // schema.org's own ApartmentComplex counts (QuantitativeValue).
    ...(sales && sales.has.flat
      ? {
          numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: sales.total.flat },
          numberOfAvailableAccommodationUnits: { '@type': 'QuantitativeValue', value: sales.free.flat },
        }
      : {}),
    ...(offer ? { offers: offer } : {}),
  };
}
