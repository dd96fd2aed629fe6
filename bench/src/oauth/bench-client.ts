/** Where the bench's relying party says it lives; nothing listens there, the code is read off the redirect. */
export const BENCH_CALLBACK = 'https://rp.bench.example/callback';

/** The scopes of the bench's grants: an OpenID token for userinfo, and offline_access for a refresh token. */
export const BENCH_SCOPE = 'openid profile:read offline_access';

/** What the bench server registered and signed in for the OAuth figures. */
export interface OAuthBenchSetup {
  clientId: string;
  clientSecret: string;
  /** One Foyer session a person, each to authorize the client once. */
  sessionTokens: string[];
}

/** RFC 6749 §2.3.1: id and secret form-encoded, then Basic. */
export const basicAuth = (clientId: string, clientSecret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
