import { decodeDid, type DecodedDid } from './decode-did.js';
import { decodeJwt, type DecodedJwt, type JwtBody } from './decode-jwt.js';
import { didMatchesPublicKey } from './did-matches-public-key.js';
import { DidError } from './errors.js';
import { isSameDid } from './is-same-did.js';
import { KEY_TYPE_OF_ALG } from './jwt-algs.js';
import { jwtSigningInput } from './jwt-signing-input.js';
import { verify } from './verify.js';

export interface VerifyJwtOptions {
  /** Seconds of clock skew allowed on `exp`, `iat` and `nbf`; 5 by default, as in the reference. */
  tolerance?: number;
  /** Check `exp`, `iat` and `nbf` (default true). */
  enforceTimestamp?: boolean;
  /** When given, `iss` must name this DID. */
  signerDid?: string;
}

export interface VerifiedJwt extends DecodedJwt {
  body: JwtBody & { iss: string };
}

function decodeIssuer(iss: string): DecodedDid {
  try {
    return decodeDid(iss);
  } catch (cause) {
    throw new DidError('malformed', { cause });
  }
}

function seconds(claim: string | undefined): number {
  if (claim === undefined) return 0;
  if (!/^\d+$/.test(claim)) throw new DidError('malformed');
  return Number(claim);
}

function checkTimes(body: JwtBody, tolerance: number): void {
  const now = Math.ceil(Date.now() / 1000);
  const [iat, nbf, exp] = [seconds(body.iat), seconds(body.nbf), seconds(body.exp)];
  if (exp > 0 && exp + tolerance < now) throw new DidError('expired');
  if (iat > now + tolerance || nbf > now + tolerance) throw new DidError('not_yet_valid');
}

/** The decoded token once its signature, alg, issuer and (unless disabled) times check out; throws DidError otherwise. */
export function verifyJwt(token: string, publicKey: Uint8Array, options: VerifyJwtOptions = {}): VerifiedJwt {
  const { tolerance = 5, enforceTimestamp = true, signerDid } = options;
  const jwt = decodeJwt(token);
  const keyType = KEY_TYPE_OF_ALG.get(jwt.header.alg.toLowerCase());
  if (keyType === undefined) throw new DidError('unsupported_alg');
  const { iss } = jwt.body;
  if (iss === undefined) throw new DidError('malformed');
  const issuer = decodeIssuer(iss);
  if (signerDid !== undefined && !isSameDid(signerDid, iss)) throw new DidError('issuer_mismatch');
  if (issuer.key !== keyType) throw new DidError('alg_mismatch');
  if (!didMatchesPublicKey(iss, publicKey)) throw new DidError('issuer_mismatch');
  const message = jwtSigningInput(token.slice(0, token.lastIndexOf('.')), jwt.body.version, keyType);
  if (!verify(keyType, publicKey, message, jwt.signature)) throw new DidError('invalid_signature');
  if (enforceTimestamp) checkTimes(jwt.body, tolerance);
  return { ...jwt, body: { ...jwt.body, iss } };
}
