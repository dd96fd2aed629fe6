import { authorizeWithPopup, openOAuthPopup, signInWithOAuth, type FoyerClient } from '@foyer/client';
import type { MethodContext } from '../connect-method.js';
import { appOrigin } from './app-origin.js';
import type { OAuthAttempt } from './oauth-attempt.js';

/**
 * Opens the oauth-login popup and listens for its answer at once, so it must run straight from a click: the grant is
 * exchanged at POST /login even while the step's chunk still loads. A blocked popup is a rejected result.
 */
export function startOAuthSignIn(provider: string, { action, locale, sourceAppPid, appInfo, inviter }: MethodContext, client: FoyerClient): OAuthAttempt {
  const { baseUrl, request } = client;
  let attempt: OAuthAttempt;
  try {
    const popup = openOAuthPopup(provider, { baseUrl, action, locale, sourceAppPid });
    const result = authorizeWithPopup(popup, (grant) => signInWithOAuth(request, grant, { action, sourceAppPid, inviter, locale }), {
      baseUrl,
      appOrigin: appOrigin(appInfo),
    });
    attempt = { popup, result };
  } catch (error) {
    attempt = { result: Promise.reject(error) };
  }
  // The step may never take the outcome (the visitor went back before it loaded); that is no unhandled failure.
  attempt.result.catch(() => undefined);
  return attempt;
}
