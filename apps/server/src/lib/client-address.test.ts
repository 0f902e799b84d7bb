import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClientAddressResolver, normalizeAddress, parseTrustedProxy } from './client-address';

describe('createClientAddressResolver', () => {
  const behindProxies = createClientAddressResolver(['10.0.0.0/8', '2001:db8:1::/48', '127.0.0.1']);

  it('uses the socket address and never reads the header when no proxy is trusted', () => {
    const direct = createClientAddressResolver([]);
    expect(direct('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(direct('10.0.0.5', '198.51.100.1')).toBe('10.0.0.5');
    expect(direct('::ffff:203.0.113.9', undefined)).toBe('203.0.113.9');
  });

  it('ignores a header forged by a peer that is not a trusted proxy', () => {
    expect(behindProxies('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(behindProxies('203.0.113.9', '10.0.0.1, 198.51.100.1')).toBe('203.0.113.9');
    fc.assert(
      fc.property(fc.ipV4(), fc.string(), (peer, header) => {
        fc.pre(!peer.startsWith('10.') && peer !== '127.0.0.1');
        expect(behindProxies(peer, header)).toBe(peer);
      }),
    );
  });

  it('takes the address a trusted proxy appended, not what the client wrote before it', () => {
    expect(behindProxies('10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(behindProxies('10.1.2.3', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('walks a chain of trusted proxies from the right to the first untrusted hop', () => {
    expect(behindProxies('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.9.9.9, 127.0.0.1')).toBe(
      '198.51.100.7',
    );
    // Several X-Forwarded-For headers arrive joined by ", ", as Headers.get returns them.
    expect(behindProxies('10.0.0.2', '198.51.100.7, 10.9.9.9')).toBe('198.51.100.7');
  });

  it('takes the leftmost hop when every hop is a trusted proxy, and the peer with no header', () => {
    expect(behindProxies('10.0.0.2', '10.0.0.3, 10.0.0.4')).toBe('10.0.0.3');
    expect(behindProxies('10.0.0.2', undefined)).toBe('10.0.0.2');
    expect(behindProxies('10.0.0.2', '')).toBe('10.0.0.2');
  });

  it('stops at the last vouched-for address when a hop is not an address', () => {
    expect(behindProxies('10.0.0.2', '198.51.100.7, garbage')).toBe('10.0.0.2');
    expect(behindProxies('10.0.0.2', 'garbage, 10.0.0.9')).toBe('10.0.0.9');
    expect(behindProxies('10.0.0.2', ' , ')).toBe('10.0.0.2');
  });

  it('handles IPv6 peers and hops, with brackets and ports', () => {
    expect(behindProxies('2001:db8:1::5', '2001:DB8:FFFF::1')).toBe('2001:db8:ffff::1');
    expect(behindProxies('2001:db8:2::5', '198.51.100.7')).toBe('2001:db8:2::5');
    expect(behindProxies('10.0.0.2', '[2001:db8:ffff::1]:4711')).toBe('2001:db8:ffff::1');
    expect(behindProxies('10.0.0.2', '198.51.100.7:4711')).toBe('198.51.100.7');
  });

  it('matches an IPv4-mapped IPv6 peer against IPv4 ranges and reports it as IPv4', () => {
    expect(behindProxies('::ffff:10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    expect(behindProxies('::ffff:203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    expect(behindProxies('10.0.0.2', '::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('has no address for a request without a socket', () => {
    expect(behindProxies(undefined, '198.51.100.7')).toBeUndefined();
  });

  it('refuses an entry that is neither an address nor a CIDR range', () => {
    expect(() => createClientAddressResolver(['10.0.0.0/33'])).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe('parseTrustedProxy', () => {
  it('reads addresses and ranges of both families', () => {
    expect(parseTrustedProxy('10.0.0.0/8')).toEqual({
      address: '10.0.0.0',
      prefix: 8,
      family: 'ipv4',
    });
    expect(parseTrustedProxy(' 192.0.2.1 ')).toEqual({
      address: '192.0.2.1',
      prefix: 32,
      family: 'ipv4',
    });
    expect(parseTrustedProxy('2001:db8::/32')).toEqual({
      address: '2001:db8::',
      prefix: 32,
      family: 'ipv6',
    });
    expect(parseTrustedProxy('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
  });

  it('refuses what is not an address or a range', () => {
    for (const bad of [
      '',
      'proxy.local',
      '10.0.0.0/',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/8/8',
      '10.0.0.0/-1',
    ])
      expect(parseTrustedProxy(bad), bad).toBeUndefined();
  });
});

describe('normalizeAddress', () => {
  it('lower-cases IPv6 and unwraps IPv4-mapped addresses', () => {
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('not-an-ip')).toBeUndefined();
    expect(normalizeAddress('1.2.3.4:99999999')).toBeUndefined();
  });
});
