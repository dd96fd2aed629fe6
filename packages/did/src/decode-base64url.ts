import { base64urlnopad } from '@scure/base';
import { DidError } from './errors.js';

/** Bytes of a base64url JWT segment. */
export function decodeBase64url(input: string): Uint8Array {
  try {
    // The reference reader tolerates padding, so a padded segment from some wallet must not fail here.
    return base64urlnopad.decode(input.replace(/={1,2}$/, ''));
  } catch (cause) {
    throw new DidError('invalid_encoding', { cause });
  }
}
