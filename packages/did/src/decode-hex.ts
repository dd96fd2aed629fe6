import { hex } from '@scure/base';
import { DidError } from './errors.js';

/** Bytes of a hex string, with or without `0x`. */
export function decodeHex(input: string): Uint8Array {
  const digits = input.replace(/^0x/i, '');
  if (!/^(?:[0-9a-f]{2})*$/i.test(digits)) throw new DidError('invalid_encoding');
  return hex.decode(digits.toLowerCase());
}
