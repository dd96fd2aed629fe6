import { FEDERATION_SIGNATURE_SCHEME, FoyerError, TOKEN_TYPES } from '@foyer/core';
import type { Context, MiddlewareHandler } from 'hono';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, type JWK, type ProtectedHeaderParameters } from 'jose';
import type { AppEnv } from '../../http/app-env.js';
import { readHeader } from '../../http/read-header.js';
import type { AppKey } from '../../keys/app-key.js';
import type { FederatedRole, Store } from '../../store/types.js';
import { bodyHash } from './body-hash.js';
import { SERVER_CALL_TTL_SECONDS } from './federation-timing.js';
import { httpOrigin } from './http-origin.js';

/** The key to check a caller's signature with, from what the route trusts (a pin, or the key the DID is made from); null refuses the call. */
export type CallerKey = (iss: string, header: ProtectedHeaderParameters) => Promise<JWK | null>;

export interface SignedCallEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { federatedCaller: string };
}

export interface VerifyServerCallDeps {
  appKey: AppKey;
  appUrl: string;
  store: Store;
}

const SIGNATURE = new RegExp(`^${FEDERATION_SIGNATURE_SCHEME}\\s+(\\S+)\\s*$`);
// A little slack for clocks that differ between the two hosts; never more than the TTL.
const CLOCK_TOLERANCE_SECONDS = 5;

const refused = (cause?: unknown) => new FoyerError('federationCallRefused', { cause });

function unverifiedParts(jws: string): { iss: string; header: ProtectedHeaderParameters } {
  try {
    const { iss } = decodeJwt(jws);
    if (typeof iss === 'string' && iss) return { iss, header: decodeProtectedHeader(jws) };
  } catch (cause) {
    throw refused(cause);
  }
  throw refused();
}

/** The app DID behind a signed server call, once its signature, audience, method, URL, body hash, age and single use all check out. */
export async function verifyServerCall<E extends AppEnv>(c: Context<E>, { appKey, appUrl, store }: VerifyServerCallDeps, keyOf: CallerKey): Promise<string> {
  const jws = SIGNATURE.exec(readHeader(c, 'authorization') ?? '')?.[1];
  if (!jws) throw refused();
  const { iss, header } = unverifiedParts(jws);
  const jwk = await keyOf(iss, header);
  if (!jwk) throw refused();
  // Read as text: the hash covers the exact bytes, and the route's JSON validation reads this cached text.
  const body = await c.req.text();
  const { payload } = await jwtVerify(jws, await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA'), {
    algorithms: ['EdDSA'],
    typ: TOKEN_TYPES.serverCall,
    issuer: iss,
    audience: appKey.did,
    requiredClaims: ['jti', 'iat', 'exp'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  }).catch((cause: unknown) => {
    throw refused(cause);
  });
  const { iat = 0, exp = 0, jti = '', htm, htu, bh } = payload;
  const url = new URL(c.req.url);
  const expectedUrl = `${httpOrigin(appUrl)}${url.pathname}${url.search}`;
  if (exp - iat > SERVER_CALL_TTL_SECONDS || iat > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) throw refused();
  if (htm !== c.req.method || htu !== expectedUrl || bh !== bodyHash(body)) throw refused();
  if (!(await store.federationNonces.use(`${iss} ${jti}`, exp * 1000, Date.now()))) throw refused();
  return iss;
}

/** Lets a server-to-server call through only when `verifyServerCall` accepts it; the caller's DID is in `c.var.federatedCaller`. */
export function requireServerCall(deps: VerifyServerCallDeps, keyOf: CallerKey): MiddlewareHandler<SignedCallEnv> {
  return async (c, next) => {
    c.set('federatedCaller', await verifyServerCall(c, deps, keyOf));
    await next();
  };
}

/** The key pinned for the app `iss` in the one role the route expects of its caller, so a member record never speaks for a master. */
export function pinnedKey(store: Store, role: FederatedRole): CallerKey {
  return async (iss) => (await store.federatedApps.find(role, iss))?.publicKey ?? null;
}
