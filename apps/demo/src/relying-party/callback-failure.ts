import { AuthorizationResponseError } from 'openid-client';

/** What Notes tells the person when the way back from Foyer carries no sign-in. */
export function callbackFailure(error: unknown): string {
  if (error instanceof AuthorizationResponseError) {
    if (error.error === 'access_denied') return 'You declined to sign in to Notes with Foyer.';
    return `Foyer did not sign you in: ${error.error_description ?? error.error}`;
  }
  return `Signing in with Foyer failed: ${error instanceof Error ? error.message : String(error)}`;
}
