import type { SigningKeyType } from './did-types.js';

/** The header `alg` the reference writes for each key type. */
export const JWT_ALGS: Record<SigningKeyType, string> = { ed25519: 'Ed25519', secp256k1: 'ES256K', ethereum: 'Ethereum' };

/** Key type of a lowercased header `alg`; the reference reads `alg` case-insensitively and takes `secp256k1` for `ES256K`. */
export const KEY_TYPE_OF_ALG: ReadonlyMap<string, SigningKeyType> = new Map([
  ['ed25519', 'ed25519'],
  ['es256k', 'secp256k1'],
  ['secp256k1', 'secp256k1'],
  ['ethereum', 'ethereum'],
]);
