import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from './edge-headers';
import { clientAddress } from './guards';
import { isAddressOrRange, trustedProxiesOf } from './trusted-proxies';

const none = trustedProxiesOf([]);
const nginx = trustedProxiesOf(['127.0.0.1']);
const request = (peer: string | undefined, forwarded?: string) =>
  new Headers({ ...(peer === undefined ? {} : { [PEER_ADDRESS_HEADER]: peer }), ...(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }) });

describe('clientAddress without a trusted proxy (the default)', () => {
  it('is the socket peer, whatever X-Forwarded-For claims', () => {
    for (const forwarded of [undefined, '10.88.0.2', '198.51.100.9, 10.88.0.2', '::ffff:10.88.0.2', 'unknown']) {
      expect(clientAddress(request('203.0.113.7', forwarded), none), forwarded).toBe('203.0.113.7');
    }
  });

  it('writes an IPv4 peer on a dual-stack socket as plain IPv4, so both spellings share one bucket', () => {
    expect(clientAddress(request('::ffff:203.0.113.7'), none)).toBe('203.0.113.7');
    expect(clientAddress(request('2001:DB8::1'), none)).toBe('2001:db8::1');
  });

  it('is "unknown" without the web server in front (next dev)', () => {
    expect(clientAddress(request(undefined, '203.0.113.7'), none)).toBe('unknown');
  });
});

describe('clientAddress behind trusted proxies', () => {
  it('believes the hop the trusted proxy appended, not the entries the client sent before it', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.7'), nginx)).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:127.0.0.1', '10.88.0.2, 203.0.113.7'), nginx)).toBe('203.0.113.7');
    expect(clientAddress(request('127.0.0.1', '1.2.3.4, ::ffff:203.0.113.7'), nginx)).toBe('203.0.113.7');
  });

  it('skips every trusted hop from the right (a load balancer in front of nginx)', () => {
    const chain = trustedProxiesOf(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3'), chain)).toBe('203.0.113.7');
    expect(clientAddress(request('fd00::5', '203.0.113.7, 10.1.2.3'), chain)).toBe('203.0.113.7');
    // Only proxies all the way: the leftmost is the best we know.
    expect(clientAddress(request('127.0.0.1', '10.0.0.1, 10.0.0.2'), chain)).toBe('10.0.0.1');
  });

  it('ends the chain at an entry that is no address', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.7, garbage'), nginx)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1'), nginx)).toBe('127.0.0.1');
  });

  it('believes nobody but the listed peers', () => {
    expect(clientAddress(request('127.0.0.2', '203.0.113.7'), nginx)).toBe('127.0.0.2');
    expect(clientAddress(request('10.88.0.2', '203.0.113.7'), nginx)).toBe('10.88.0.2');
  });
});

describe('isAddressOrRange', () => {
  it('takes addresses and CIDR ranges of both families', () => {
    for (const entry of ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '::ffff:127.0.0.1', '0.0.0.0/0']) expect(isAddressOrRange(entry), entry).toBe(true);
    for (const entry of ['localhost', '10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/8/1', '1.2.3', '']) expect(isAddressOrRange(entry), entry).toBe(false);
  });
});
