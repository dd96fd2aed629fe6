import { signJwt, type JsonValue } from '@foyer/did';

export interface UserInfoInput {
  did: string;
  secretKey: Uint8Array;
  challenge: string;
  /** The claims answered, or nothing when declining. */
  requestedClaims?: JsonValue[];
  action?: 'declineAuth';
  /** The code the owner picked, when the step offered `mfaCodes`. */
  mfaCode?: number;
}

/** The wallet's signed answer to one step: it echoes the step's challenge, so it is good for that step only. */
export function signUserInfo({ did, secretKey, challenge, requestedClaims, action, mfaCode }: UserInfoInput): string {
  return signJwt({ signerDid: did, secretKey, payload: { challenge, requestedClaims, action, mfaCode }, version: '1.1.0' });
}
