import { lookup } from 'node:dns/promises';
import { FoyerError } from '@foyer/core';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from './public-address.js';

/** Every address DNS gives the name now; none when it does not resolve, which the sender must check again anyway. */
async function resolve(name: string): Promise<string[]> {
  const found = await lookup(name, { all: true, verbatim: true }).catch(() => []);
  return found.map(({ address }) => address);
}

/** Refuses a webhook whose host is, or resolves to, an address that is not public: the server must not be made to call its own network. */
export async function refusePrivateWebhook(url: string): Promise<void> {
  const host = new URL(url).hostname;
  const literal = host.replace(/^\[(.*)\]$/, '$1');
  // The URL parser has already turned decimal, octal and hexadecimal IPv4 forms into dotted quads.
  const addresses = ipaddr.isValid(literal) ? [literal] : await resolve(literal.replace(/\.+$/, ''));
  if (!addresses.every(isPublicAddress)) throw new FoyerError('webhookHostNotPublic', { params: { host } });
}
