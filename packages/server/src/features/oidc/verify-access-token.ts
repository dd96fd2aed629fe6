import { apiResource } from './oidc-paths.js';

export type AccessTokenErrorCode = 'invalid_token' | 'insufficient_scope';

/** Why an access token was refused, with the RFC 6750 code a resource server answers (401 invalid_token, 403 insufficient_scope). */
export class AccessTokenError extends Error {
  readonly code: AccessTokenErrorCode;
  readonly status: 401 | 403;
  constructor(code: AccessTokenErrorCode, message: string) {
    super(message);
    this.name = 'AccessTokenError';
    this.code = code;
    this.status = code === 'invalid_token' ? 401 : 403;
  }
}

export interface VerifiedAccessToken {
  /** The user's DID. */
  sub: string;
  clientId: string;
  scopes: string[];
  /** Foyer's API resource the token is bound to. */
  audience: string;
  /** Epoch ms. */
  expiresAt: number;
}

export type VerifyAccessToken = (token: string | undefined, options?: { scope?: string | string[] }) => Promise<VerifiedAccessToken>;

/** What the check reads of the authorization server, in Foyer's own words: the published declarations then need no oidc-provider types. */
interface TokenRecords {
  issuer: URL;
  provider: {
    AccessToken: { find(token: string): Promise<{ isExpired: boolean; aud?: string | string[]; accountId?: string; clientId?: string; grantId?: string; exp?: number; scope?: string } | undefined> };
    Grant: { find(id: string): Promise<object | undefined> };
    Client: { find(id: string): Promise<object | undefined> };
  };
}

/**
 * How a resource server beside Foyer checks a bearer: a live access token for Foyer's API, from a client and grant that still
 * exist, holding every scope asked for. Revocation, client deletion and grant loss take effect at once.
 */
export function accessTokenVerifier(authorizationServer: () => Promise<TokenRecords>): VerifyAccessToken {
  return async (token, { scope } = {}) => {
    const server = await authorizationServer();
    const audience = apiResource(server.issuer.href.replace(/\/$/, ''));
    const { AccessToken, Grant, Client } = server.provider;
    const found = token ? await AccessToken.find(token) : undefined;
    if (!found || found.isExpired) throw new AccessTokenError('invalid_token', 'The access token is unknown, expired or revoked');
    if (found.aud !== audience) throw new AccessTokenError('invalid_token', `The access token is not for ${audience}`);
    const { accountId, clientId, grantId, exp } = found;
    const [grant, client] = await Promise.all([grantId ? Grant.find(grantId) : undefined, clientId ? Client.find(clientId) : undefined]);
    if (!grant || !client || !accountId || !clientId || !exp) throw new AccessTokenError('invalid_token', 'The grant behind the access token is gone');
    const held = new Set(String(found.scope ?? '').split(' ').filter(Boolean));
    const wanted = typeof scope === 'string' ? scope.split(' ').filter(Boolean) : (scope ?? []);
    const missing = wanted.filter((name) => !held.has(name));
    if (missing.length > 0) throw new AccessTokenError('insufficient_scope', `The access token lacks ${missing.join(' ')}`);
    return { sub: accountId, clientId, scopes: [...held], audience, expiresAt: exp * 1000 };
  };
}
