import type { Context } from 'hono';

export type OAuthErrorStatus = 400 | 401 | 403 | 404 | 409;

/** An error as OAuth clients read it (RFC 6749 §5.2, RFC 6750 §3): `error` code and a sentence, with the bearer challenge on 401/403. */
export function oauthError(c: Context, status: OAuthErrorStatus, error: string, description: string): Response {
  if (status === 401 || status === 403) c.header('www-authenticate', `Bearer error="${error}", error_description="${description.replace(/"/g, "'")}"`);
  c.header('cache-control', 'no-store');
  return c.json({ error, error_description: description }, status);
}
