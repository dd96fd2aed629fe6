/** The 6-bit role field of a did:abt type, as @arcblock/did numbers it. */
export const ROLE_TYPES = {
  account: 0,
  node: 1,
  device: 2,
  application: 3,
  smart_contract: 4,
  bot: 5,
  asset: 6,
  stake: 7,
  validator: 8,
  group: 9,
  tx: 10,
  tether: 11,
  swap: 12,
  delegation: 13,
  vc: 14,
  blocklet: 15,
  store: 16,
  token: 17,
  factory: 18,
  rollup: 19,
  storage: 20,
  profile: 21,
  passkey: 22,
  token_factory: 23,
  provider: 24,
  any: 63,
} as const;

/** The 5-bit key field of a did:abt type. */
export const KEY_TYPES = {
  ed25519: 0,
  secp256k1: 1,
  ethereum: 2,
  passkey: 3,
} as const;

/** The 5-bit hash field of a did:abt type; the unsuffixed names are the 256-bit variants. */
export const HASH_TYPES = {
  keccak: 0,
  sha3: 1,
  keccak_384: 2,
  sha3_384: 3,
  keccak_512: 4,
  sha3_512: 5,
  sha2: 6,
} as const;

export type RoleType = keyof typeof ROLE_TYPES;
export type KeyType = keyof typeof KEY_TYPES;
export type HashType = keyof typeof HASH_TYPES;

/** Key types that have a secret key here (passkeys sign inside an authenticator). */
export type SigningKeyType = Exclude<KeyType, 'passkey'>;

export interface DidTypeInfo {
  role: RoleType;
  key: KeyType;
  hash: HashType;
}

/** The type every did:abt gets unless told otherwise. */
export const DEFAULT_DID_TYPE: Readonly<DidTypeInfo> = { role: 'account', key: 'ed25519', hash: 'sha3' };

/** The type @arcblock/did gives an Ethereum address used as a DID. */
export const ETHEREUM_DID_TYPE: Readonly<DidTypeInfo> = { role: 'account', key: 'ethereum', hash: 'keccak' };
