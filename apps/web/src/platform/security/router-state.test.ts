import { describe, expect, it } from 'vitest';
import { isReadableRouterState } from './router-state';

describe('isReadableRouterState', () => {
  it('accepts no header and a router state the client router writes', () => {
    expect(isReadableRouterState(null)).toBe(true);
    const state = ['', { children: ['our-projects', { children: ['__PAGE__', {}] }] }, null, null, 1];
    expect(isReadableRouterState(encodeURIComponent(JSON.stringify(state)))).toBe(true);
  });

  it('refuses what Next cannot parse: broken %-escapes, not JSON, the wrong shape, two headers joined', () => {
    for (const header of ['%', '%E0%A4%A', '(?`', '%22GbPC%2B%60V%22', encodeURIComponent('{"a":1}'), encodeURIComponent('[1,2]'), `${encodeURIComponent('["",{}]')}, ${encodeURIComponent('["",{}]')}`]) {
      expect(isReadableRouterState(header), header).toBe(false);
    }
  });
});
