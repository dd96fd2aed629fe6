import { FoyerError } from '@foyer/core';
import { decodeBase58, decodeDid, decodeKey, digest, isDidError, verify, type JsonValue } from '@foyer/did';
import type { RequestedClaim } from './claims.js';

const isObject = (value: JsonValue | undefined): value is Record<string, JsonValue> => typeof value === 'object' && value !== null && !Array.isArray(value);

function verifies(origin: JsonValue | undefined, sig: JsonValue | undefined, wallet: { did: string; pk: string }): boolean {
  if (typeof origin !== 'string' || typeof sig !== 'string') return false;
  try {
    const { key } = decodeDid(wallet.did);
    if (key === 'passkey') return false;
    return verify(key, decodeKey(wallet.pk), digest('sha3', decodeBase58(origin)), decodeKey(sig));
  } catch (error) {
    // An undecodable signature is just a wrong one.
    if (isDidError(error)) return false;
    throw error;
  }
}

/** Each `signature` claim comes back in its place with `sig`: the wallet key's signature of SHA3-256 of the data the app asked for, not the echo. */
export function verifySignatureAnswers(asked: RequestedClaim[], answers: JsonValue[], wallet: { did: string; pk: string }): void {
  asked.forEach((claim, index) => {
    if (claim.type !== 'signature') return;
    const answer = answers[index];
    const sig = isObject(answer) && answer['type'] === 'signature' ? answer['sig'] : undefined;
    if (!verifies(claim['origin'], sig, wallet)) throw new FoyerError('signatureInvalid', { field: 'sig' });
  });
}
