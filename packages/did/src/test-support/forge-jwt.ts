import { sha3_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { SigningKeyType } from '../did-types.js';
import { encodeBase64url } from '../encode-base64url.js';
import { sign } from '../sign.js';
import type { JsonValue } from '../stable-stringify.js';

export interface ForgeJwtOptions {
  header: JsonValue;
  body: JsonValue;
  keyType: SigningKeyType;
  secretKey: Uint8Array;
  /** Sign SHA3-256 of `header.body` (version 1.1.0 style) rather than the raw bytes. */
  digested?: boolean;
}

/** A token with whatever header and body a test needs, signed without any of signJwt's checks. */
export function forgeJwt({ header, body, keyType, secretKey, digested = true }: ForgeJwtOptions): string {
  const segment = (value: JsonValue) => encodeBase64url(utf8ToBytes(JSON.stringify(value)));
  const signedPart = `${segment(header)}.${segment(body)}`;
  const bytes = utf8ToBytes(signedPart);
  return `${signedPart}.${encodeBase64url(sign(keyType, secretKey, digested ? sha3_256(bytes) : bytes))}`;
}
