import { base58 } from '@scure/base';
import { DidError } from './errors.js';

/** Bytes of a multibase base58btc string (`z` prefix required). */
export function decodeBase58(input: string): Uint8Array {
  if (!input.startsWith('z') || input.length === 1) throw new DidError('invalid_encoding');
  try {
    return base58.decode(input.slice(1));
  } catch (cause) {
    throw new DidError('invalid_encoding', { cause });
  }
}
