import { randomBytes } from 'node:crypto';
import type { FoyerError, MessageCode } from '@foyer/core';

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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The popup's last page: hands `message` to the opener, but only if the opener is the app's own origin, then closes. */
export function authorizationResponsePage(message: AuthorizationResponseMessage, appOrigin: string, status = 200): Response {
  const nonce = randomBytes(16).toString('base64');
  // `<` is escaped so no value can close the script element.
  const data = JSON.stringify({ message, appOrigin }).replace(/</g, '\\u003c');
  const text = 'error' in message ? message.error : 'Signing in…';
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(text)}</title></head>
<body><p>${escapeHtml(text)}</p>
<script nonce="${nonce}">
const { message, appOrigin } = ${data};
if (window.opener) {
  window.opener.postMessage(message, appOrigin);
  window.close();
}
</script></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The callback URL carries the code, so it must not leak as a referrer; only this page's own script may run.
      'referrer-policy': 'no-referrer',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`,
    },
  });
}
