// Strapi 4 wraps every entry as { id, attributes } and every relation or media field as
// { data: ... }; Strapi 5 returns them flat. flattenStrapi turns either into the flat v5 shape,
// so one set of zod schemas and reshapers serves both.

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const onlyKeys = (value: PlainObject, allowed: readonly string[]) => Object.keys(value).every((key) => allowed.includes(key));

function mapValues(value: PlainObject): PlainObject {
  const out: PlainObject = {};
  for (const [key, inner] of Object.entries(value)) out[key] = flattenStrapi(inner);
  return out;
}

/** Recursively unwraps Strapi 4 `{ data }` relation wrappers and `{ id, attributes }` entries. */
export function flattenStrapi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenStrapi);
  if (!isPlainObject(value)) return value;
  // A v4 relation or media field: { data: entry | entry[] | null } (lists may add meta).
  if ('data' in value && onlyKeys(value, ['data', 'meta'])) return flattenStrapi(value.data);
  // A v4 entry: { id, attributes: {...} } (documentId never appears in v4).
  if (isPlainObject(value.attributes) && onlyKeys(value, ['id', 'attributes', 'meta'])) {
    return { id: value.id, ...mapValues(value.attributes) };
  }
  return mapValues(value);
}
