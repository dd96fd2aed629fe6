import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, createPageKey, type PageKey } from '@foyer/core';
import { asVisitor, BROWSER_HEADERS } from '../bench-origin.js';

export const LOGIN = `${AUTH_SERVICE_PREFIX}/login`;

export interface OpenedConnect {
  page: PageKey;
  token: string;
  /** The auth URL under the configured app URL, as the deep link carries it. */
  url: string;
}

/** What a login page does first: a key of its own, then a connect session for it. */
export async function openConnect(serverUrl: string): Promise<OpenedConnect> {
  const page = await createPageKey();
  const response = await fetch(`${serverUrl}${LOGIN}/token?${CONNECT_QUERY.encryptionKey}=${page.publicKey}`, { headers: { ...BROWSER_HEADERS, ...asVisitor() } });
  if (response.status !== 200) throw new Error(`GET /token answered ${response.status}: ${await response.text()}`);
  const { token, url } = (await response.json()) as { token: string; url: string };
  return { page, token, url };
}
