import ipaddr from 'ipaddr.js';

/** The IP address a URL's hostname is written as, brackets off; undefined for a name. The URL parser has already turned decimal, octal and hexadecimal IPv4 forms into dotted quads. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) ? bare : undefined;
}
