import type { JsonValue } from '@foyer/did';
import type { AuthInfoBody } from './messages.js';
import { WalletError } from './wallet-error.js';

/** A verifiable credential an app handed the wallet in its final answer (a passport), kept as the app signed it. */
export interface WalletCredential {
  /** The VC JWT, signed by the app's key. */
  jwt: string;
  /** The credential's id (`urn:uuid:…`): what a blacklist names once it is revoked. */
  id: string;
  type: string[];
  /** The app's DID: the one that signed the answer it came in. */
  issuer: string;
}

const isRecord = (value: unknown): value is Record<string, JsonValue> => typeof value === 'object' && value !== null && !Array.isArray(value);

// atob, not Buffer: the web wallet page runs this in a browser.
const decodeSegment = (segment: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(segment.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)));

function payloadOf(jwt: string): Record<string, JsonValue> {
  const body = jwt.split('.')[1];
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(decodeSegment(body)) : undefined;
  } catch (cause) {
    throw new WalletError('invalid_reply', { cause });
  }
  if (!isRecord(parsed)) throw new WalletError('invalid_reply');
  return parsed;
}

/** The credential in a final answer's `response`, if any; one that names another issuer than the answer's signer is refused. */
export function receivedCredential(reply: AuthInfoBody): WalletCredential | null {
  const response = reply['response'];
  const jwt = isRecord(response) ? response['credential'] : undefined;
  if (typeof jwt !== 'string') return null;
  const payload = payloadOf(jwt);
  const vc = isRecord(payload['vc']) ? payload['vc'] : {};
  // The answer is signed by the app; a credential it carries must be the same app's, or it was not the app's to give.
  if (payload['iss'] !== reply.iss) throw new WalletError('invalid_app_signature');
  const type = Array.isArray(vc['type']) ? vc['type'].filter((entry): entry is string => typeof entry === 'string') : [];
  return { jwt, id: typeof payload['jti'] === 'string' ? payload['jti'] : '', type, issuer: reply.iss };
}
