import { FoyerError, SERVER_PATHS, STORAGE_KEYS, TOKEN_TYPES } from '@foyer/core';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import type { AppEnv } from '../../http/app-env.js';
import type { AppKey } from '../../keys/app-key.js';
import type { FederationDeps } from './federation-deps.js';

// With the typ, names what the JWS is for, so no other token this app signs passes as a bridge credential.
const BRIDGE_AUDIENCE_SUFFIX = '#federated-bridge';

const BRIDGE_COOKIE_OPTIONS = (maxAge: number) => ({ httpOnly: true, secure: true, sameSite: 'None', path: SERVER_PATHS.federatedBridgeLogin, maxAge }) as const;

/**
 * The master's bridge credential: its key's statement naming one of its user sessions, in an HttpOnly cookie that is
 * SameSite=None (the bridge frame on a member's site is cross-site, where the Lax session cookies are never sent) and
 * Secure (SameSite=None requires it; Chromium takes it on http://localhost), sent only to the bridge's sign-in path.
 */
export async function writeBridgeCookie(c: Context<AppEnv>, { appKey, sessions, store }: FederationDeps, token: string | undefined): Promise<void> {
  const { claims } = await sessions.authenticate(token);
  const session = await store.userSessions.findById(claims.sid);
  if (!session) throw new FoyerError('invalidToken');
  const expiresAt = Math.floor(session.expiresAt / 1000);
  const credential = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'EdDSA', kid: appKey.kid, typ: TOKEN_TYPES.bridge })
    .setIssuer(appKey.did)
    .setAudience(`${appKey.did}${BRIDGE_AUDIENCE_SUFFIX}`)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(appKey.signingKey);
  const maxAge = Math.max(0, expiresAt - Math.floor(Date.now() / 1000));
  setCookie(c, STORAGE_KEYS.federatedBridge, credential, BRIDGE_COOKIE_OPTIONS(maxAge));
}

/** Takes the bridge cookie off this browser: the functional frame's sign-out. */
export function clearBridgeCookie(c: Context<AppEnv>): void {
  deleteCookie(c, STORAGE_KEYS.federatedBridge, BRIDGE_COOKIE_OPTIONS(0));
}

/** The master session id the request's bridge cookie names; 401 'Invalid token' when it has none or a bad one. */
export async function bridgeSessionId(c: Context<AppEnv>, appKey: AppKey): Promise<string> {
  const credential = getCookie(c, STORAGE_KEYS.federatedBridge);
  if (!credential) throw new FoyerError('invalidToken');
  const { payload } = await jwtVerify(credential, await importJWK(appKey.publicJwk, 'EdDSA'), {
    algorithms: ['EdDSA'],
    typ: TOKEN_TYPES.bridge,
    issuer: appKey.did,
    audience: `${appKey.did}${BRIDGE_AUDIENCE_SUFFIX}`,
    requiredClaims: ['exp'],
  }).catch((cause: unknown) => {
    throw new FoyerError('invalidToken', { cause });
  });
  if (typeof payload.sid !== 'string' || !payload.sid) throw new FoyerError('invalidToken');
  return payload.sid;
}
