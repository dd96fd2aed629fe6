import { AUTH_SERVICE_PREFIX, CSRF_COOKIE, HEADERS, type LoginResult } from '@foyer/core';
import { codeIn, type SmtpInbox } from '../../../packages/server/src/test-support/smtp-inbox.js';

const CSRF = 'e2e-csrf-token';

export interface ApiCall {
  method?: string;
  /** A session token to present; none for a call that needs no session. */
  bearer?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request from outside the browser as a same-site page sends it: from the app's origin, the CSRF cookie echoed in its header. */
export function callApi(appUrl: string, path: string, { method = 'GET', bearer, body, headers }: ApiCall = {}): Promise<Response> {
  return fetch(`${appUrl}${path}`, {
    method,
    headers: {
      origin: appUrl,
      cookie: `${CSRF_COOKIE}=${CSRF}`,
      [HEADERS.csrfToken]: CSRF,
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** `callApi`'s JSON answer; any status but 2xx fails with what the server said. */
export async function callApiOk<T>(appUrl: string, path: string, call: ApiCall = {}): Promise<T> {
  const response = await callApi(appUrl, path, call);
  if (!response.ok) throw new Error(`${call.method ?? 'GET'} ${path} at ${appUrl} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs `address` in at `appUrl` with the e-mail code the SMTP server received, and answers the session token (no token-delivery header: the tokens come in the body). */
export async function signInOverHttp(appUrl: string, inbox: SmtpInbox, address: string): Promise<string> {
  await callApiOk(appUrl, `${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', body: { email: address } });
  const code = codeIn(await inbox.next(address));
  const result = await callApiOk<LoginResult>(appUrl, `${AUTH_SERVICE_PREFIX}/email/login`, { method: 'POST', body: { email: address, code } });
  if (!('sessionToken' in result) || !result.sessionToken) throw new Error(`No session token from ${appUrl}`);
  return result.sessionToken;
}
