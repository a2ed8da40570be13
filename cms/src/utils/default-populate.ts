// Builds the per-API route middleware that decides what a request populates when the caller sent
// no `populate` of its own (LaunchPad style): the site's queries stay small and the knowledge of
// "what a card / a page needs" lives next to the content model. A caller's own populate always wins.
import type { Core } from '@strapi/strapi';

/** A populate tree in Strapi's object syntax: `true` for a whole relation/media/component. */
export type PopulateTree = {
  [field: string]: true | { populate?: PopulateTree; sort?: string[]; fields?: string[] };
};

export interface DefaultPopulate {
  /** Used by `find` without filters: what a list or a card needs. */
  list: PopulateTree;
  /** Used by `findOne`, single types and `find` with filters (a page looked up by Slug): everything the page shows. */
  detail: PopulateTree;
}

type Context = Parameters<Core.MiddlewareHandler>[0];

/** A list request narrows nothing: no `:id` in the path and no `filters` in the query. */
const isPlainList = (ctx: Context): boolean => {
  const query = ctx.query as Record<string, unknown>;
  const params = ctx.params as Record<string, string | undefined> | undefined;
  return params?.id === undefined && query.filters === undefined;
};

export const createDefaultPopulate =
  (rules: DefaultPopulate): Core.MiddlewareFactory =>
  () =>
  async (ctx, next) => {
    const query = ctx.query as Record<string, unknown>;
    if (query.populate === undefined) {
      // Mutates the parsed query object Strapi's qs parser caches for this request,
      // which is what the core controller reads next.
      query.populate = isPlainList(ctx) ? rules.list : rules.detail;
    }
    await next();
  };
