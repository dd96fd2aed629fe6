import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, HEADERS, PATHS } from '@foyer/core';
import type { TestRequestInit, TestServer } from '../../../test-support/start-test-server.js';
import type { AuthorizationResponseMessage } from '../authorization-response-page.js';
import { CookieJar } from './cookie-jar.js';

/** What the visitor does at the provider: signs in as `login`, declines (the "[ Cancel ]" link of oidc-provider's pages), or presses Cancel. */
export type ProviderVisitor = { login: string } | { decline: true } | { cancel: true };

/** How the provider sends the browser back: a redirect to `url`, or (form_post) a form from the provider's origin posted there. */
export interface ReturnToApp {
  url: URL;
  form?: { fields: URLSearchParams; origin: string };
}

/** Plays the visitor at a provider from its authorization URL with the browser's cookies, and answers how the provider sends the browser back. */
export type PlayVisitor = (authorizationUrl: string, visitor: ProviderVisitor, jar: CookieJar) => Promise<ReturnToApp>;

/** Reads what the popup page would post to its opener, and where to. */
export async function popupMessage(response: Response): Promise<{ message: AuthorizationResponseMessage; appOrigin: string }> {
  const page = await response.text();
  const data = /const \{ message, appOrigin \} = (\{.*\});/.exec(page)?.[1];
  if (!data) throw new Error(`no message in ${page}`);
  return JSON.parse(data) as { message: AuthorizationResponseMessage; appOrigin: string };
}

/** One browser on the test server: its cookies there (the CSRF cookie, the OAuth flow binding) go with every request. */
export interface OAuthBrowser {
  /** The browser's cookies for the test server. */
  jar: CookieJar;
  /**
   * Opens the popup, plays the visitor at the provider and answers the callback page and the message it posts. The provider sees the
   * cookies in `providerJar`: by default none, so each popup signs in afresh; pass one to keep the provider's session between popups.
   */
  openPopup(
    play: PlayVisitor,
    provider: string,
    visitor: ProviderVisitor,
    providerJar?: CookieJar,
  ): Promise<{ start: Response; authorizationUrl: URL; back: ReturnToApp; callback: Response; message: AuthorizationResponseMessage; appOrigin: string }>;
  /** The authorization response the popup hands the page after `login` signs in at the provider. */
  authorizationResponseOf(play: PlayVisitor, provider: string, login: string): Promise<Extract<AuthorizationResponseMessage, { code: string }>>;
  /** `server.request` as the page in this browser sends it, with the browser's cookies. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
}

export function oauthBrowser(server: TestServer): OAuthBrowser {
  const jar = new CookieJar();
  const csrfToken = randomBytes(16).toString('base64url');
  jar.set(server.url, CSRF_COOKIE, csrfToken);

  const browser: OAuthBrowser = {
    jar,
    async openPopup(play, provider, visitor, providerJar = new CookieJar()) {
      const startUrl = `${server.url}${PATHS.oauthLogin}/${provider}`;
      const start = await fetch(startUrl, { redirect: 'manual', headers: { cookie: jar.header(startUrl) } });
      jar.store(startUrl, start);
      if (start.status !== 302) throw new Error(`the popup did not redirect: ${start.status} ${await start.text()}`);
      const authorizationUrl = new URL(start.headers.get('location') ?? '');
      const back = await play(authorizationUrl.href, visitor, providerJar);
      // The redirect URI names the app URL; the test server listens elsewhere.
      const callbackUrl = `${server.url}${back.url.pathname}${back.url.search}`;
      // A form_post is a cross-site POST: the provider's origin, and no SameSite=Lax cookie.
      const callback = back.form
        ? await fetch(callbackUrl, { method: 'POST', headers: { origin: back.form.origin }, body: back.form.fields })
        : await fetch(callbackUrl, { headers: { cookie: jar.header(callbackUrl) } });
      return { start, authorizationUrl, back, callback, ...(await popupMessage(callback)) };
    },
    async authorizationResponseOf(play, provider, login) {
      const { message } = await browser.openPopup(play, provider, { login });
      if (!('code' in message)) throw new Error(`sign-in failed: ${message.error}`);
      return message;
    },
    request: (path, init = {}) =>
      server.request(path, { ...init, headers: { cookie: jar.header(server.url), [HEADERS.csrfToken]: csrfToken, ...Object.fromEntries(new Headers(init.headers)) } }),
  };
  return browser;
}
