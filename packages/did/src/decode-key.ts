import { decodeBase58 } from './decode-base58.js';
import { decodeHex } from './decode-hex.js';
import { DidError } from './errors.js';

/** Bytes of a key or signature as wallets send them: `0x` hex or `z` base58btc. */
export function decodeKey(input: string): Uint8Array {
  if (/^0x/i.test(input)) return decodeHex(input);
  if (input.startsWith('z')) return decodeBase58(input);
  throw new DidError('invalid_encoding');
}
