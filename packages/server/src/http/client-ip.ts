import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Proxies whose X-Forwarded-For entries are believed: a number of hops, or addresses and CIDR ranges (and proxy-addr's names). */
export type TrustedProxies = number | string[];

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

// The names proxy-addr (and so Express) gives these ranges, so a setting copied from there means the same here.
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether one entry of the trusted proxies list is a name, an IP address or a CIDR range. */
export const isTrustedProxyEntry = (entry: string): boolean =>
  entry in NAMED_RANGES || isIP(entry) !== 0 || (ipaddr.isValidCIDR(entry) && isIP(entry.split('/')[0] ?? '') !== 0);

function toRange(entry: string): Range {
  if (entry.includes('/')) return ipaddr.parseCIDR(entry);
  const address = ipaddr.parse(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

// Node's and ipaddr.js's readings both, so nothing either would misread is ever taken for an address.
const isAddress = (value: string) => isIP(value) !== 0 && ipaddr.isValid(value);

/** The address as one spelling: IPv4-mapped IPv6 as IPv4, IPv6 compressed, so one caller is one key. */
const normalize = (address: string) => ipaddr.process(address).toString();

/** Whether the hop at `index` (0 is the socket peer) with this address is a proxy of ours. */
export type TrustProxy = (address: string, index: number) => boolean;

export function compileTrust(proxies: TrustedProxies): TrustProxy {
  if (typeof proxies === 'number') return (_address, index) => index < proxies;
  const ranges = proxies.flatMap((entry) => NAMED_RANGES[entry] ?? [entry]).map(toRange);
  return (address) => {
    const parsed = ipaddr.process(address);
    return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  };
}

/**
 * The caller's address: the socket peer, or, walking X-Forwarded-For from the right past our trusted proxies, the first
 * address none of them is; a malformed entry ends the walk at the proxy that passed it on. Undefined without a socket.
 */
export function clientIp(socketAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string | undefined {
  const forwarded = forwardedFor?.split(',').map((entry) => entry.trim()) ?? [];
  const hops = [socketAddress ?? '', ...forwarded.reverse()];
  let client: string | undefined;
  for (const [index, address] of hops.entries()) {
    if (!isAddress(address)) break;
    client = normalize(address);
    if (!trust(address, index)) break;
  }
  return client;
}
