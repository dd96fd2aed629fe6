import * as client from 'openid-client';

/** Who the provider says signed in; `email` only counts as proven when the provider says it verified it. */
export interface OAuthIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The ID token's claims, completed from the UserInfo endpoint where the provider keeps profile claims there. */
export async function readIdentity(configuration: client.Configuration, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers): Promise<OAuthIdentity> {
  const claims = tokens.claims();
  if (!claims) throw new Error('the token response carries no ID token');
  const hasUserInfo = configuration.serverMetadata().userinfo_endpoint !== undefined;
  const profile: Record<string, unknown> = hasUserInfo ? { ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...claims } : claims;
  return {
    sub: claims.sub,
    email: text(profile.email),
    // Apple sends the flag as the string "true".
    emailVerified: profile.email_verified === true || profile.email_verified === 'true',
    name: text(profile.name),
    picture: text(profile.picture),
  };
}
