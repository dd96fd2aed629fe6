/** Stable codes of every failure this package reports; `message` may change, `code` does not. */
export type DidErrorCode =
  | 'invalid_did'
  | 'invalid_address'
  | 'invalid_key'
  | 'invalid_digest'
  | 'invalid_encoding'
  | 'unsupported_key_type'
  | 'malformed'
  | 'unsupported_alg'
  | 'alg_mismatch'
  | 'issuer_mismatch'
  | 'weak_signature'
  | 'invalid_signature'
  | 'expired'
  | 'not_yet_valid';

const MESSAGES: Record<DidErrorCode, string> = {
  invalid_did: 'Failed to parse DID',
  invalid_address: 'Invalid Ethereum address',
  invalid_key: 'Invalid key',
  invalid_digest: 'secp256k1 signs a 32-byte digest only',
  invalid_encoding: 'Invalid encoding',
  unsupported_key_type: 'Unsupported key type',
  malformed: 'Malformed JWT',
  unsupported_alg: 'Unsupported JWT alg',
  alg_mismatch: 'JWT alg does not match the issuer key type',
  issuer_mismatch: 'JWT issuer does not match the public key',
  weak_signature: 'secp256k1 JWTs must be version 1.1.0: an unhashed signature would not cover the body',
  invalid_signature: 'Invalid JWT signature',
  expired: 'JWT expired',
  not_yet_valid: 'JWT not yet valid',
};

/** The one error class of @foyer/did. */
export class DidError extends Error {
  readonly code: DidErrorCode;

  constructor(code: DidErrorCode, options: { cause?: unknown } = {}) {
    super(MESSAGES[code], options);
    this.name = 'DidError';
    this.code = code;
  }
}

/** Whether `value` is a DidError, with `code` when given. */
export function isDidError(value: unknown, code?: DidErrorCode): value is DidError {
  return value instanceof DidError && (code === undefined || value.code === code);
}
