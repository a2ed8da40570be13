import { describe, expect, it } from 'vitest';
import { flattenStrapi } from './strapi-shape';

describe('flattenStrapi', () => {
  it('leaves Strapi 5 data as it is', () => {
    const v5 = { id: 1, documentId: 'a', Title: 'x', Image: { id: 2, url: '/u.jpg' }, list: [{ id: 3 }] };
    expect(flattenStrapi(v5)).toEqual(v5);
  });

  it('unwraps entries, nested relations, null relations and components', () => {
    const v4 = {
      id: 1,
      attributes: {
        Title: 'x',
        Image: { data: { id: 2, attributes: { url: '/u.jpg' } } },
        Empty: { data: null },
        Many: { data: [{ id: 3, attributes: { Name: 'a', Deep: { data: { id: 4, attributes: { url: '/d.jpg' } } } } }] },
        Component: { id: 5, Text: 'component fields stay flat', Photo: { data: null } },
      },
    };
    expect(flattenStrapi(v4)).toEqual({
      id: 1,
      Title: 'x',
      Image: { id: 2, url: '/u.jpg' },
      Empty: null,
      Many: [{ id: 3, Name: 'a', Deep: { id: 4, url: '/d.jpg' } }],
      Component: { id: 5, Text: 'component fields stay flat', Photo: null },
    });
  });

  it('keeps objects that only look alike (extra keys beside data or attributes)', () => {
    const odd = { data: 1, label: 'not a wrapper', attributes: { a: 1 } };
    expect(flattenStrapi(odd)).toEqual(odd);
  });
});
