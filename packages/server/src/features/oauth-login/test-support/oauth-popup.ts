import { PATHS } from '@foyer/core';
import type { TestServer } from '../../../test-support/start-test-server.js';
import type { AuthorizationResponseMessage } from '../authorization-response-page.js';

/** Plays the visitor at a provider from its authorization URL and answers where the provider sends the browser back. */
export type PlayVisitor = (authorizationUrl: string, visitor: { login: string } | { decline: true }) => Promise<URL>;

/** Reads what the popup page would post to its opener, and where to. */
export async function popupMessage(response: Response): Promise<{ message: AuthorizationResponseMessage; appOrigin: string }> {
  const page = await response.text();
  const data = /const \{ message, appOrigin \} = (\{.*\});/.exec(page)?.[1];
  if (!data) throw new Error(`no message in ${page}`);
  return JSON.parse(data) as { message: AuthorizationResponseMessage; appOrigin: string };
}

/** Opens the popup on `server`, plays the visitor at the provider and answers the callback page and the message it posts. */
export async function openPopup(server: TestServer, play: PlayVisitor, provider: string, visitor: { login: string } | { decline: true }) {
  const start = await fetch(`${server.url}${PATHS.oauthLogin}/${provider}`, { redirect: 'manual' });
  if (start.status !== 302) throw new Error(`the popup did not redirect: ${start.status} ${await start.text()}`);
  const authorizationUrl = new URL(start.headers.get('location') ?? '');
  const back = await play(authorizationUrl.href, visitor);
  const callback = await fetch(`${server.url}${back.pathname}${back.search}`);
  return { authorizationUrl, back, callback, ...(await popupMessage(callback)) };
}

/** The authorization response the popup hands the page after `login` signs in at the provider. */
export async function authorizationResponseOf(server: TestServer, play: PlayVisitor, provider: string, login: string) {
  const { message } = await openPopup(server, play, provider, { login });
  if (!('code' in message)) throw new Error(`sign-in failed: ${message.error}`);
  return message;
}
