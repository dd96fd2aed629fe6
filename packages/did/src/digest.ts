import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256, keccak_384, keccak_512, sha3_256, sha3_384, sha3_512 } from '@noble/hashes/sha3.js';
import type { HashType } from './did-types.js';

const HASHERS: Record<HashType, (data: Uint8Array) => Uint8Array> = {
  keccak: keccak_256,
  sha3: sha3_256,
  keccak_384,
  sha3_384,
  keccak_512,
  sha3_512,
  sha2: sha256,
};

/** One round of the did:abt hash `type` over `data` (the reference's SHA2 defaults to two rounds, DIDs use one). */
export function digest(type: HashType, data: Uint8Array): Uint8Array {
  return HASHERS[type](data);
}
