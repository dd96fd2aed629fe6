import { encodeBase58, signJwt, type JsonValue } from '@foyer/did';
import type { AppKey } from '../../keys/app-key.js';

/** What the app answers every wallet request with: its key and a JWT it signed, so the wallet can trust the body. */
export interface AuthReply {
  appPk: string;
  authInfo: string;
}

export function authReply(appKey: AppKey, body: Record<string, JsonValue | undefined>): AuthReply {
  return {
    appPk: encodeBase58(appKey.publicKey),
    authInfo: signJwt({ signerDid: appKey.did, secretKey: appKey.secretKey, payload: body, version: '1.1.0' }),
  };
}
