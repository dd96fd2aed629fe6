import { decodeBase58, digest, encodeBase58, sign, type JsonValue } from '@foyer/did';
import type { RequestedClaim } from './messages.js';
import { WalletError } from './wallet-error.js';

/** The wallet key that signs, as createWallet holds it. */
export interface ClaimSigner {
  keyType: 'ed25519' | 'secp256k1';
  secretKey: Uint8Array;
}

const PLAIN_TEXT = 'mime:text/plain';

function dataOf(origin: RequestedClaim['origin']): Uint8Array {
  if (typeof origin !== 'string') throw new WalletError('invalid_reply');
  try {
    return decodeBase58(origin);
  } catch (cause) {
    throw new WalletError('invalid_reply', { cause });
  }
}

/** A `signature` claim answered as the reference wallet answers it: `sig`, base58btc, signs SHA3-256 of the data in `origin`. */
export function answerSignatureClaim(claim: RequestedClaim, { keyType, secretKey }: ClaimSigner): Record<string, JsonValue> {
  if (claim.typeUrl !== PLAIN_TEXT) throw new WalletError('unsupported_claim', { message: `Unsupported claim: signature of ${String(claim.typeUrl)}` });
  const data = dataOf(claim.origin);
  return { type: 'signature', typeUrl: PLAIN_TEXT, origin: encodeBase58(data), sig: encodeBase58(sign(keyType, secretKey, digest('sha3', data))) };
}
