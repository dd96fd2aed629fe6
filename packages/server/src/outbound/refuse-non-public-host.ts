import { lookup } from 'node:dns/promises';
import { literalAddress } from './literal-address.js';
import { OutboundRefusedError } from './outbound-refused-error.js';
import { isPublicAddress } from './public-address.js';

/** Every address DNS gives the name now; none when it does not resolve. */
async function resolve(name: string): Promise<string[]> {
  const found = await lookup(name, { all: true, verbatim: true }).catch(() => []);
  return found.map(({ address }) => address);
}

/**
 * Throws OutboundRefusedError when the URL's host is, or now resolves to, an address that is not public, for a target
 * kept to be called later (a webhook); a name that resolves to nothing yet passes, as the outbound guard judges it again when called.
 */
export async function refuseNonPublicHost(url: string): Promise<void> {
  const host = new URL(url).hostname;
  const literal = literalAddress(host);
  const addresses = literal ? [literal] : await resolve(host.replace(/\.+$/, ''));
  if (!addresses.every(isPublicAddress)) throw new OutboundRefusedError(host);
}
