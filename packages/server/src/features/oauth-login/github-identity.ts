import type { GitHubProviderSettings } from './github-provider.js';
import type { OAuthIdentity } from './oauth-identity.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

async function getJson(url: URL, accessToken: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${accessToken}`, 'user-agent': 'Foyer' },
    redirect: 'error',
    signal,
  });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return response.json();
}

/** The primary address from the user's e-mail list, only if GitHub verified it. */
async function readVerifiedPrimaryEmail(emailsApi: URL, accessToken: string, signal: AbortSignal): Promise<string | null> {
  const emails = await getJson(emailsApi, accessToken, signal);
  if (!Array.isArray(emails)) throw new Error('the e-mails API answered no list');
  const primary = (emails as (Record<string, unknown> | null)[]).find((entry) => entry?.primary === true && entry.verified === true);
  return text(primary?.email);
}

/**
 * Who the access token belongs to, from the GitHub user API; the id is the subject since logins can be renamed.
 * A public e-mail is kept as GitHub shows it; without one, the primary address counts only when GitHub verified it.
 */
export async function readGitHubIdentity({ userApi, userEmailsApi }: GitHubProviderSettings, accessToken: string, signal: AbortSignal): Promise<OAuthIdentity> {
  const user = (await getJson(userApi, accessToken, signal)) as Record<string, unknown>;
  if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new Error('the user API names no id');
  const publicEmail = text(user.email);
  // The user API does not say whether the public address is verified, so only the e-mails API's verified primary goes on a new user.
  const verifiedEmail = publicEmail ? null : await readVerifiedPrimaryEmail(userEmailsApi, accessToken, signal);
  return {
    sub: String(user.id),
    email: publicEmail ?? verifiedEmail,
    emailVerified: verifiedEmail !== null,
    name: text(user.name) ?? text(user.login),
    picture: text(user.avatar_url),
  };
}
