export { DidError, isDidError, type DidErrorCode } from './errors.js';
export {
  DEFAULT_DID_TYPE,
  ETHEREUM_DID_TYPE,
  HASH_TYPES,
  KEY_TYPES,
  ROLE_TYPES,
  type DidTypeInfo,
  type HashType,
  type KeyType,
  type RoleType,
  type SigningKeyType,
} from './did-types.js';
export { encodeHex } from './encode-hex.js';
export { decodeHex } from './decode-hex.js';
export { encodeBase58 } from './encode-base58.js';
export { decodeBase58 } from './decode-base58.js';
export { decodeKey } from './decode-key.js';
export { stableStringify, type JsonValue } from './stable-stringify.js';
export { stripDidPrefix } from './strip-did-prefix.js';
export { encodeDid } from './encode-did.js';
export { decodeDid, type DecodedDid } from './decode-did.js';
export { isValidDid } from './is-valid-did.js';
export { isSameDid } from './is-same-did.js';
export { toTypeInfo } from './to-type-info.js';
export { didFromPublicKey } from './did-from-public-key.js';
export { didMatchesPublicKey } from './did-matches-public-key.js';
export { normalizePublicKey } from './normalize-public-key.js';
export { generateKeyPair, type KeyPair } from './generate-key-pair.js';
export { publicKeyFromSecret } from './public-key-from-secret.js';
export { digest } from './digest.js';
export { sign } from './sign.js';
export { verify } from './verify.js';
export { toChecksumAddress } from './to-checksum-address.js';
export { isValidEthereumAddress } from './is-valid-ethereum-address.js';
export { ethereumAddress } from './ethereum-address.js';
export { signJwt, type JwtVersion, type SignJwtOptions } from './sign-jwt.js';
export { verifyJwt, type VerifiedJwt, type VerifyJwtOptions } from './verify-jwt.js';
export { decodeJwt, type DecodedJwt, type JwtBody, type JwtHeader } from './decode-jwt.js';
