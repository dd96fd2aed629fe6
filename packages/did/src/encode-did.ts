import { concatBytes } from '@noble/hashes/utils.js';
import { digest } from './digest.js';
import { HASH_TYPES, KEY_TYPES, ROLE_TYPES, type DidTypeInfo } from './did-types.js';
import { encodeBase58 } from './encode-base58.js';

/** `z` + base58btc(type(2) + hash(pk)[0..20] + hash(type + pkHash)[0..4]), type = role<<10 | key<<5 | hash; pk hashed as given. */
export function encodeDid(publicKey: Uint8Array, type: DidTypeInfo): string {
  const code = (ROLE_TYPES[type.role] << 10) | (KEY_TYPES[type.key] << 5) | HASH_TYPES[type.hash];
  const body = concatBytes(Uint8Array.of(code >> 8, code & 0xff), digest(type.hash, publicKey).subarray(0, 20));
  return encodeBase58(concatBytes(body, digest(type.hash, body).subarray(0, 4)));
}
