import { describe, expect, it } from 'vitest';
import { buildStrapiQuery } from './query';
import { redirectsQuery } from './queries';
import { reshapeRedirect } from './reshape';
import { redirectSchema } from './schemas';
import { flattenStrapi } from './strapi-shape';

const parse = (raw: unknown) => reshapeRedirect(redirectSchema.parse(flattenStrapi(raw)));

describe('redirects from the CMS', () => {
  it('reads a Strapi 5 entry as seeded', () => {
    expect(
      parse({ id: 1, documentId: 'hnik', from: '/projects/1', to: '/our-projects/zhk-akvarel', code: 301, publishedAt: '2026-11-22T08:25:12.424Z' }),
    ).toEqual({ id: 1, from: '/projects/1', to: '/our-projects/zhk-akvarel', status: 301 });
  });

  it('reads a Strapi 4 entry', () => {
    expect(parse({ id: 4, attributes: { from: '/sale', to: 'https://partner.example.ru/', code: 302 } })).toEqual({
      id: 4,
      from: '/sale',
      to: 'https://partner.example.ru/',
      status: 302,
    });
  });

  it('normalises the source path an editor typed', () => {
    expect(parse({ id: 2, from: ' projects/2/ ', to: '/our-projects/b', code: null })?.from).toBe('/projects/2');
    expect(parse({ id: 3, from: '/old-page?utm=x', to: '/b', code: 308 })?.from).toBe('/old-page');
  });

  it('falls back to a permanent 301 for a missing or unknown code', () => {
    expect(parse({ id: 2, from: '/a', to: '/b' })?.status).toBe(301);
    expect(parse({ id: 2, from: '/a', to: '/b', code: 200 })?.status).toBe(301);
    expect(parse({ id: 2, from: '/a', to: '/b', code: '307' })?.status).toBe(307);
  });

  it('drops entries without a source or a target, and a redirect of the home page', () => {
    expect(parse({ id: 5, from: '', to: '/b', code: 301 })).toBeNull();
    expect(parse({ id: 6, from: '/a', to: null, code: 301 })).toBeNull();
    expect(parse({ id: 7, from: '/', to: '/b', code: 301 })).toBeNull();
  });

  it('asks only for the three fields, in a stable order', () => {
    expect(decodeURIComponent(buildStrapiQuery(redirectsQuery()))).toBe('fields[0]=from&fields[1]=to&fields[2]=code&sort[0]=id:asc');
  });
});
