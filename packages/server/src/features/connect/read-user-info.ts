import { FoyerError } from '@foyer/core';
import { decodeKey, encodeBase58, isDidError, verifyJwt, type JsonValue } from '@foyer/did';

/** A wallet's answer to one step, proven signed by the key whose DID is its `iss`. */
export interface UserAnswer {
  did: string;
  /** The signer's public key, base58btc. */
  pk: string;
  challenge: string | undefined;
  action: string | undefined;
  requestedClaims: JsonValue[];
  /** The code the wallet's owner picked, when the app asked for one. */
  mfaCode: number | undefined;
}

const text = (value: JsonValue | undefined) => (typeof value === 'string' ? value : undefined);

export function readUserInfo(userPk: string, userInfo: string): UserAnswer {
  try {
    const publicKey = decodeKey(userPk);
    const { body } = verifyJwt(userInfo, publicKey);
    const claims = body['requestedClaims'];
    return {
      did: body.iss,
      pk: encodeBase58(publicKey),
      challenge: text(body['challenge']),
      action: text(body['action']),
      requestedClaims: Array.isArray(claims) ? claims : [],
      mfaCode: typeof body['mfaCode'] === 'number' ? body['mfaCode'] : undefined,
    };
  } catch (error) {
    if (!isDidError(error)) throw error;
    throw new FoyerError('invalidInput', { field: 'userInfo', params: { field: 'userInfo', detail: error.message }, cause: error });
  }
}
