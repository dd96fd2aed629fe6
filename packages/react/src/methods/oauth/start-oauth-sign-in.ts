import { authorizeWithPopup, openOAuthPopup, signInWithOAuth, type FoyerClient, type OAuthLoginResult } from '@foyer/client';
import type { MethodContext } from '../connect-method.js';
import { startPopupAttempt, type PopupAttempt } from '../popup-attempt.js';
import { appOrigin } from './app-origin.js';

/**
 * Opens the oauth-login popup and listens for its answer at once, so it must run straight from a click: the grant is
 * exchanged at POST /login even while the step's chunk still loads. A blocked popup is a rejected result.
 */
export function startOAuthSignIn(provider: string, { action, locale, sourceAppPid, appInfo, inviter }: MethodContext, client: FoyerClient): PopupAttempt<OAuthLoginResult> {
  const { baseUrl, request } = client;
  return startPopupAttempt(() => {
    const popup = openOAuthPopup(provider, { baseUrl, action, locale, sourceAppPid });
    const result = authorizeWithPopup(popup, (grant) => signInWithOAuth(request, grant, { action, sourceAppPid, inviter, locale }), {
      baseUrl,
      appOrigin: appOrigin(appInfo),
    });
    return { popup, result };
  });
}
