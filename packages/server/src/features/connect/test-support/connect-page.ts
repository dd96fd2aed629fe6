import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, createPageKey, unsealFromServer, type AppInfo, type PageKey } from '@foyer/core';
import { createWallet, deepLink, type Wallet, type WalletOptions } from '@foyer/wallet';
import { TEST_APP_URL, type TestServer } from '../../../test-support/start-test-server.js';
import type { StatusResponse } from '../connect-service.js';

export const LOGIN = `${AUTH_SERVICE_PREFIX}/login`;

export interface OpenedConnect {
  page: PageKey;
  token: string;
  url: string;
  appInfo: AppInfo;
  /** This app's info while its master approved it (issue 14), else null. */
  memberAppInfo: AppInfo | null;
  link: string;
}

/** Where a page or phone sends its requests: one instance, or a load balancer in front of several. */
export type Reachable = Pick<TestServer, 'url' | 'request'>;

/** The server as a phone reaches it: the test app URL is not where the test server listens. */
export const reach = (server: Reachable, url: string) => url.replace(TEST_APP_URL, server.url);

/** A wallet whose requests to the app URL reach `server`. */
export const walletFor = (server: Reachable, options: WalletOptions = {}): Wallet =>
  createWallet({ ...options, fetch: (input, init) => fetch(reach(server, String(input)), init) });

/** What the login page does first: a key of its own, then a connect session of `action` it shows as a deep link; `bearer` when signed in. */
export async function openConnect(server: Reachable, query: Record<string, string> = {}, action = 'login', bearer?: string): Promise<OpenedConnect> {
  const page = await createPageKey();
  const params = new URLSearchParams({ [CONNECT_QUERY.encryptionKey]: page.publicKey, ...query });
  const response = await server.request(`${AUTH_SERVICE_PREFIX}/${action}/token?${params}`, { bearer });
  if (response.status !== 200) throw new Error(`GET /token answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as Omit<OpenedConnect, 'page' | 'link'>;
  return { page, ...body, link: deepLink(body.url) };
}

/** GET /status as the page asks it: under the action it started with, even once the flow chained on. */
export async function pollStatus(server: Reachable, token: string, action = 'login'): Promise<StatusResponse> {
  return (await (await server.request(`${AUTH_SERVICE_PREFIX}/${action}/status?${CONNECT_QUERY.token}=${token}`)).json()) as StatusResponse;
}

/** The result the page unseals once the session of `action` succeeded. */
export async function unsealedResult<T>(server: Reachable, opened: OpenedConnect, action: string): Promise<T> {
  const status = await pollStatus(server, opened.token, action);
  if (status.status !== 'succeed') throw new Error(`the session is ${status.status}: ${status.error ?? ''}`);
  return JSON.parse(await unsealFromServer(opened.page.privateKey, status.result ?? '', opened.token)) as T;
}
