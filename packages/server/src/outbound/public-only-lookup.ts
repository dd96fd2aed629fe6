import { lookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { OutboundRefusedError } from './outbound-refused-error.js';
import { isPublicAddress } from './public-address.js';

/**
 * The DNS lookup of the guard's sockets: the name must resolve only to public addresses, and the socket connects to the
 * very address judged here, so a second answer from DNS (rebinding) never reaches a private host.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, options.all ? [] : '', undefined);
    const [first] = addresses;
    if (!first || !addresses.every(({ address }) => isPublicAddress(address))) return callback(new OutboundRefusedError(hostname), options.all ? [] : '', undefined);
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};
