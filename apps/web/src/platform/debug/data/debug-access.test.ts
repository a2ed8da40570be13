import { describe, expect, it } from 'vitest';
import { debugAllowed } from './debug-access';

const TOKEN = 'debug-token-0123456789abcdef';

describe('debugAllowed', () => {
  it('opens /debug to everyone in development', () => {
    expect(debugAllowed(null, { development: true, token: undefined })).toBe(true);
  });

  it('keeps it closed in production without a configured token, whatever is presented', () => {
    for (const presented of [null, '', 'anything', TOKEN]) expect(debugAllowed(presented, { development: false, token: undefined })).toBe(false);
  });

  it('opens it in production only for the exact token', () => {
    expect(debugAllowed(TOKEN, { development: false, token: TOKEN })).toBe(true);
    for (const presented of [null, '', TOKEN.slice(1), `${TOKEN}x`, TOKEN.toUpperCase()]) {
      expect(debugAllowed(presented, { development: false, token: TOKEN }), String(presented)).toBe(false);
    }
  });
});
