import { createConnectSession, createHttp, createTokenStore, type HttpRequest } from '@foyer/client';
import { createPageKey, deepLink, SPACE_CONNECT_MESSAGE, unsealFromServer, type ConnectResult, type StorageConnectResult } from '@foyer/core';
import { renderSVG } from 'uqr';
import { POPUP_DATA_ID, type PopupPageData } from '../src/popup-page-data.js';

const CLOSE_DELAY_MS = 800;

const data = JSON.parse(document.getElementById(POPUP_DATA_ID)?.textContent ?? '{}') as PopupPageData;
const appOrigin = new URL(data.request['appUrl'] ?? '').origin;
const statusLine = document.getElementById('status') as HTMLElement;
const qr = document.getElementById('qr') as HTMLElement;
const openLink = document.getElementById('deep-link') as HTMLAnchorElement;

/** Tells the app page that opened this popup, at its own origin only, then closes. */
function reply(message: StorageConnectResult): void {
  window.opener?.postMessage(message, appOrigin);
  setTimeout(() => window.close(), CLOSE_DELAY_MS);
}

const http = createHttp({ baseUrl: '', tokens: createTokenStore('cookie') });
// The app's request rides on the token call, where the provider's action keeps it as the session's extraParams.
const request: HttpRequest = (path, options = {}) =>
  http(path, path.endsWith('/token') ? { ...options, query: { ...options.query, ...data.request } } : options);

const session = createConnectSession({
  request,
  action: data.action,
  createPageKey,
  unseal: async (sealed, token, key) => JSON.parse(await unsealFromServer(key.privateKey, sealed, token)) as ConnectResult,
  onSuccess(results) {
    const found = (results as unknown[]).map((result) => (result as { spaceGateway?: unknown }).spaceGateway).find(Boolean);
    if (!found) return reply({ type: SPACE_CONNECT_MESSAGE, error: 'The space provider sent no space' });
    statusLine.textContent = 'Connected';
    reply({ type: SPACE_CONNECT_MESSAGE, spaceGateway: found as Extract<StorageConnectResult, { spaceGateway: unknown }>['spaceGateway'] });
  },
  onNotice(message) {
    statusLine.textContent = message;
    reply({ type: SPACE_CONNECT_MESSAGE, error: message });
  },
});

let shownUrl = '';
session.subscribe((view) => {
  if (view.status === 'error' || view.status === 'busy' || view.status === 'forbidden') {
    statusLine.textContent = view.error;
    return reply({ type: SPACE_CONNECT_MESSAGE, error: view.error });
  }
  if (view.status === 'scanned') statusLine.textContent = 'Scanned: approve in your wallet';
  if (view.url && view.url !== shownUrl) {
    shownUrl = view.url;
    const link = deepLink(view.url);
    qr.innerHTML = renderSVG(link);
    qr.dataset['didAuthUrl'] = link;
    openLink.href = link;
    openLink.hidden = false;
  }
});
void session.start();
