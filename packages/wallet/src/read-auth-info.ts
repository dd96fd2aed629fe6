import { decodeKey, isDidError, verifyJwt, type JsonValue } from '@foyer/did';
import type { AuthInfoBody, AuthReply } from './messages.js';
import { WalletError } from './wallet-error.js';

const isObject = (value: unknown): value is Record<string, JsonValue> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asReply(value: unknown): AuthReply {
  if (!isObject(value) || typeof value['appPk'] !== 'string' || typeof value['authInfo'] !== 'string') throw new WalletError('invalid_reply');
  return { appPk: value['appPk'], authInfo: value['authInfo'] };
}

/** The body of the app's authInfo once it is proven signed by `appPk`, whose DID is the token's `iss`. */
export function readAuthInfo(reply: unknown): AuthInfoBody {
  const { appPk, authInfo } = asReply(reply);
  try {
    const { body } = verifyJwt(authInfo, decodeKey(appPk));
    const claims = body['requestedClaims'];
    if (claims !== undefined && !(Array.isArray(claims) && claims.every((claim) => isObject(claim) && typeof claim['type'] === 'string'))) {
      throw new WalletError('invalid_reply');
    }
    const mfaCodes = body['mfaCodes'];
    if (mfaCodes !== undefined && !(Array.isArray(mfaCodes) && mfaCodes.every((code) => Number.isInteger(code)))) throw new WalletError('invalid_reply');
    return body as AuthInfoBody;
  } catch (error) {
    if (isDidError(error)) throw new WalletError('invalid_app_signature', { cause: error });
    throw error;
  }
}
