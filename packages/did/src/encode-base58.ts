import { base58 } from '@scure/base';

/** Multibase base58btc: `z` followed by Bitcoin-alphabet base58, the form of did:abt addresses and wallet keys. */
export function encodeBase58(bytes: Uint8Array): string {
  return `z${base58.encode(bytes)}`;
}
