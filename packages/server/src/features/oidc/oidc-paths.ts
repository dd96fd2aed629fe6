import { OAUTH_SERVER_PREFIX, PATHS } from '@foyer/core';

/** Where the authorization server's endpoints live (SPEC §2, DESIGN URL layout), plus introspection and the person's pages. */
export const OIDC_PATHS = {
  authorize: `${OAUTH_SERVER_PREFIX}/authorize`,
  token: `${OAUTH_SERVER_PREFIX}/token`,
  register: `${OAUTH_SERVER_PREFIX}/register`,
  revoke: `${OAUTH_SERVER_PREFIX}/revoke`,
  userinfo: `${OAUTH_SERVER_PREFIX}/userinfo`,
  jwks: `${OAUTH_SERVER_PREFIX}/jwks`,
  logout: `${OAUTH_SERVER_PREFIX}/logout`,
  introspect: `${OAUTH_SERVER_PREFIX}/introspect`,
  /** `/{uid}`: the page a person signs in and consents on; `/{uid}/login|consent|deny` its calls. */
  interaction: `${OAUTH_SERVER_PREFIX}/interaction`,
  clients: PATHS.oauthClients,
} as const;

/** The resource indicator of Foyer's own API: access tokens bound to it carry the capsule scopes. */
export const apiResource = (issuer: string) => `${issuer}/api`;
