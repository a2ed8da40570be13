// Which peers may name the visitor: the proxies in front of web (TRUSTED_PROXIES, addresses or
// CIDR ranges). A forwarded header from anyone else is the client's own word and is ignored.
import { BlockList, isIP } from 'node:net';

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is 203.0.113.7; case and spaces do not matter. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** "127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8": one address or one CIDR range. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(normaliseAddress(address));
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export interface TrustedProxies {
  has(address: string): boolean;
}

/** A matcher for a validated list (see isAddressOrRange). */
export function trustedProxiesOf(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [raw = '', prefix] = entry.split('/');
    const address = normaliseAddress(raw);
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return {
    has(address) {
      const normalised = normaliseAddress(address);
      const family = isIP(normalised);
      if (family === 0) return false;
      return list.check(normalised, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}
