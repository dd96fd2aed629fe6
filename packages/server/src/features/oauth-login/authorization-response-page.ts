import type { FoyerError, MessageCode } from '@foyer/core';
import { popupPage } from './popup-page.js';

/** What the popup posts to its opener; the page then POSTs a success to /api/oauth/login. See docs/oauth.md. */
export type AuthorizationResponseMessage =
  | { type: 'authorization_response'; provider: string; code: string; state: string; iss?: string }
  | { type: 'authorization_response'; provider: string; error: string; errorCode: MessageCode };

export const errorMessage = (provider: string, error: FoyerError): AuthorizationResponseMessage => ({
  type: 'authorization_response',
  provider,
  error: error.message,
  errorCode: error.code,
});

/**
 * The popup's page after the provider: hands `message` to the opener, but only if the opener is the app's own origin.
 * It stays open: the opener closes it, or sends it to the provider's logout path when the exchange fails.
 */
export function authorizationResponsePage(message: AuthorizationResponseMessage, appOrigin: string, status = 200): Response {
  // `<` is escaped so no value can close the script element.
  const data = JSON.stringify({ message, appOrigin }).replace(/</g, '\\u003c');
  return popupPage({
    text: 'error' in message ? message.error : 'Signing in…',
    script: `const { message, appOrigin } = ${data};
if (window.opener) window.opener.postMessage(message, appOrigin);`,
    status,
  });
}
