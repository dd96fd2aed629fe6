import { HttpError, type FoyerClient } from '@foyer/client';
import { FRESH_LOGIN_REQUIRED } from '../src/features/oidc/interaction-page-data.js';

/** POSTs one of the page's calls and follows the `location` it answers, back into oidc-provider's flow. */
export async function postAndFollow(client: FoyerClient, action: string): Promise<void> {
  const { location: next } = await client.request<{ location: string }>(action, { method: 'POST' });
  location.replace(next);
}

/** True when the Foyer session cannot finish the login step and the person must sign in (again) on Foyer's login page. */
export function needsSignIn(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  const code = (error.body as { error?: unknown } | null)?.error;
  return error.status === 401 || (error.status === 403 && code === FRESH_LOGIN_REQUIRED);
}

/** The server's sentence for a failed call (HttpError reads an OAuth `error_description`), else `fallback`. */
export function describeFailure(error: unknown, fallback: string): string {
  return error instanceof HttpError ? error.message : fallback;
}
