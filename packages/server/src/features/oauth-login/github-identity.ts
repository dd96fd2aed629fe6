import type { OAuthIdentity } from './oauth-identity.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Who the access token belongs to, from the GitHub user API; the id is the subject since logins can be renamed. */
export async function readGitHubIdentity(userApi: URL, accessToken: string, signal: AbortSignal): Promise<OAuthIdentity> {
  const response = await fetch(userApi, {
    headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${accessToken}`, 'user-agent': 'Foyer' },
    redirect: 'error',
    signal,
  });
  if (!response.ok) throw new Error(`user API answered ${response.status}`);
  const user = (await response.json()) as Record<string, unknown>;
  if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new Error('the user API names no id');
  return {
    sub: String(user.id),
    email: text(user.email),
    // The user API does not say whether the public address is verified, so it never goes on a new user.
    emailVerified: false,
    name: text(user.name) ?? text(user.login),
    picture: text(user.avatar_url),
  };
}
