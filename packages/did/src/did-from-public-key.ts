import { DEFAULT_DID_TYPE, type DidTypeInfo, type RoleType } from './did-types.js';
import { encodeDid } from './encode-did.js';
import { ethereumAddress } from './ethereum-address.js';
import { normalizePublicKey } from './normalize-public-key.js';

const SHA2_ROLES: ReadonlySet<RoleType> = new Set<RoleType>(['node', 'validator', 'tether', 'swap']);

/** The DID @arcblock/did derives for `publicKey`: account/ed25519/sha3 by default, an EIP-55 address for ethereum keys. */
export function didFromPublicKey(publicKey: Uint8Array, type: Partial<DidTypeInfo> = {}): string {
  const role = type.role ?? DEFAULT_DID_TYPE.role;
  const key = type.key ?? DEFAULT_DID_TYPE.key;
  if (key === 'ethereum') return ethereumAddress(publicKey);
  // The reference forces SHA2 for these roles whatever hash is asked for.
  const hash = SHA2_ROLES.has(role) ? 'sha2' : (type.hash ?? DEFAULT_DID_TYPE.hash);
  return encodeDid(normalizePublicKey(key, publicKey), { role, key, hash });
}
