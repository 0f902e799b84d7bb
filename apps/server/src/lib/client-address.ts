import { BlockList, isIP } from 'node:net';

/**
 * One hop as a proxy writes it: an IPv4 or IPv6 address, possibly `[v6]`, `[v6]:port` or
 * `v4:port` (some load balancers add the port); IPv4-mapped IPv6 (`::ffff:10.0.0.1`, how a
 * dual-stack socket reports an IPv4 peer) becomes the IPv4 address. Undefined when it is not an
 * address, so a garbled hop is never used as a client's key.
 */
export function normalizeAddress(raw: string | undefined): string | undefined {
  let value = raw?.trim();
  if (!value) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1] as string;
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1] as string;
  if (isIP(value) === 0) return undefined;
  return value.toLowerCase();
}

type TrustedRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** A TRUSTED_PROXIES entry, an address or `address/prefix`; undefined when it is neither. */
export function parseTrustedProxy(entry: string): TrustedRange | undefined {
  const [rawAddress, rawPrefix, ...rest] = entry.trim().split('/');
  if (rest.length > 0) return undefined;
  const address = normalizeAddress(rawAddress);
  if (!address) return undefined;
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  const maxPrefix = family === 'ipv4' ? 32 : 128;
  if (rawPrefix === undefined) return { address, prefix: maxPrefix, family };
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > maxPrefix) return undefined;
  return { address, prefix: Number(rawPrefix), family };
}

/** The client's address for one request: from the socket, or from a trusted proxy's header. */
export type ResolveClientAddress = (
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
) => string | undefined;

/**
 * X-Forwarded-For is believed only as far as trusted proxies wrote it: a proxy appends the address
 * it received the request from, so the chain is walked from the right, starting at the socket's
 * peer; the first hop that is not a trusted proxy is the client. Anything a client put to the left
 * of that is its own invention and ignored. With no trusted proxies (the default) the header is
 * never read: a client reached directly could otherwise claim any address and escape its limit.
 * A hop that is not an address stops the walk at the last address vouched for (the proxy's), so
 * clients behind it share one key rather than each picking its own.
 */
export function createClientAddressResolver(
  trustedProxies: readonly string[],
): ResolveClientAddress {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const range = parseTrustedProxy(entry);
    if (!range) throw new Error(`TRUSTED_PROXIES: entrada inválida "${entry}"`);
    trusted.addSubnet(range.address, range.prefix, range.family);
  }
  const isTrusted = (address: string) =>
    trustedProxies.length > 0 && trusted.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');

  return (socketAddress, forwardedFor) => {
    let client = normalizeAddress(socketAddress);
    if (!client || !forwardedFor || !isTrusted(client)) return client;
    const hops = forwardedFor.split(',');
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normalizeAddress(hops[i]);
      if (!hop) return client;
      client = hop;
      if (!isTrusted(hop)) return hop;
    }
    return client;
  };
}
