// Strapi REST query strings (filters, populate, sort, pagination, fields) built with qs, the
// way Strapi itself parses them, so both Strapi 4 and 5 read the same string.
import qs from 'qs';

export type StrapiFilterOperator =
  | '$eq' | '$eqi' | '$ne' | '$lt' | '$lte' | '$gt' | '$gte' | '$in' | '$notIn'
  | '$contains' | '$containsi' | '$startsWith' | '$null' | '$notNull';

export type StrapiScalar = string | number | boolean;

export type StrapiFilters = {
  [field: string]:
    | Partial<Record<StrapiFilterOperator, StrapiScalar | StrapiScalar[]>>
    | StrapiFilters
    | StrapiFilters[];
};

/**
 * `'*'` (one level of everything), `''` (nothing, overriding the CMS's default populate), a list of
 * relation names, or per relation `true` or its own fields/populate/sort.
 */
export type StrapiPopulate =
  | '*'
  | ''
  | string[]
  | { [relation: string]: true | { fields?: string[]; populate?: StrapiPopulate; sort?: string[] } };

export interface StrapiQuery {
  filters?: StrapiFilters;
  populate?: StrapiPopulate;
  /** "Field:asc" / "Field:desc". */
  sort?: string[];
  fields?: string[];
  pagination?: { page: number; pageSize: number } | { start: number; limit: number };
  /** Strapi 5 draft & publish: 'draft' reads the latest drafts instead of the published entries. */
  status?: 'draft' | 'published';
}

/** Strapi's own cap per page (config/api maxLimit), which the CMS sets to the spec's 150. */
export const STRAPI_PAGE_SIZE = 150;

/** The query string without "?": brackets left readable, values encoded. */
export function buildStrapiQuery(query: StrapiQuery): string {
  // Keys in a fixed order so equal queries give equal strings (and equal cache keys).
  const ordered = {
    filters: query.filters,
    populate: query.populate,
    fields: query.fields,
    sort: query.sort,
    pagination: query.pagination,
    status: query.status,
  };
  return qs.stringify(ordered, { encodeValuesOnly: true, skipNulls: true });
}
