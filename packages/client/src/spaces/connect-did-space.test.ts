import { POPUP, SERVER_PATHS, SPACE_CONNECT_MESSAGE, type AppInfo } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../http/types.js';
import { createFakePopup, postToPage } from '../oauth/test-support/fake-popup.js';
import { connectDidSpace } from './connect-did-space.js';

const PROVIDER = 'http://spaces.example:4200';
const APP: AppInfo = {
  appId: 'did:abt:zApp',
  appPid: 'did:abt:zApp',
  appName: 'Notes',
  appDescription: 'Notes app',
  appLogo: '',
  appUrl: 'http://notes.example',
  provider: 'wallet',
  spaceProvider: PROVIDER,
};
const GATEWAY = { did: 'did:abt:zSpace', name: "Ada's space", url: `${PROVIDER}/spaces/did:abt:zSpace`, grant: 'a.b.c' };

describe('connectDidSpace', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(request: HttpRequest = vi.fn(async () => ({ did: 'did:abt:zAda', didSpace: { did: GATEWAY.did, name: GATEWAY.name } })) as HttpRequest) {
    const popup = createFakePopup('did-space');
    const open = vi.fn(() => popup);
    const connecting = connectDidSpace({ request, app: APP, referrer: 'http://notes.example/home', open });
    return { popup, open, request, connecting };
  }

  it('opens the provider popup with SPEC storage connect parameters at the default popup size', () => {
    const { open, connecting } = start();
    void connecting.catch(() => undefined);
    const [url, , features] = open.mock.calls[0] as unknown as [string, string, string];
    const opened = new URL(url);
    expect(`${opened.origin}${opened.pathname}`).toBe(`${PROVIDER}${SERVER_PATHS.connectToDidSpace}`);
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      provider: 'wallet',
      appPid: APP.appPid,
      appDid: APP.appId,
      appName: 'Notes',
      appDescription: 'Notes app',
      appUrl: APP.appUrl,
      referrer: 'http://notes.example/home',
      connectScope: 'user',
    });
    expect(features).toContain(`width=${POPUP.width},height=${POPUP.height}`);
  });

  it("records only the space the provider's own popup posts: other origins, windows and shapes are ignored", async () => {
    const { popup, request, connecting } = start();
    postToPage({ type: SPACE_CONNECT_MESSAGE, spaceGateway: { ...GATEWAY, name: 'forged' } }, 'https://evil.example', popup);
    postToPage({ type: SPACE_CONNECT_MESSAGE, spaceGateway: { ...GATEWAY, name: 'forged' } }, PROVIDER, createFakePopup('other'));
    postToPage({ type: 'authorization_response', spaceGateway: GATEWAY }, PROVIDER, popup);
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs * 2);
    expect(request).not.toHaveBeenCalled();
    postToPage({ type: SPACE_CONNECT_MESSAGE, spaceGateway: GATEWAY }, PROVIDER, popup);
    await expect(connecting).resolves.toMatchObject({ didSpace: { name: GATEWAY.name } });
    expect(request).toHaveBeenCalledWith('/.well-known/service/api/user/updateDidSpace', { method: 'PUT', body: { spaceGateway: GATEWAY } });
  });

  it("rejects with the provider's error, with 'Popup closed', and with the server's refusal", async () => {
    const declined = start();
    postToPage({ type: SPACE_CONNECT_MESSAGE, error: 'You have declined the authentication request' }, PROVIDER, declined.popup);
    await expect(declined.connecting).rejects.toThrow('You have declined the authentication request');

    const closed = start();
    const rejected = expect(closed.connecting).rejects.toThrow('Popup closed');
    closed.popup.close();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    await rejected;

    const refused = start(vi.fn(async () => Promise.reject(new Error('The storage space grant is for another app'))) as HttpRequest);
    postToPage({ type: SPACE_CONNECT_MESSAGE, spaceGateway: GATEWAY }, PROVIDER, refused.popup);
    await expect(refused.connecting).rejects.toThrow('The storage space grant is for another app');
  });

  it('refuses at once when the app has no provider or the popup is blocked', async () => {
    await expect(connectDidSpace({ request: vi.fn() as unknown as HttpRequest, app: { ...APP, spaceProvider: undefined }, open: vi.fn() })).rejects.toThrow('This app has no DID Space provider');
    await expect(connectDidSpace({ request: vi.fn() as unknown as HttpRequest, app: APP, open: () => null })).rejects.toMatchObject({ code: 'popupOpenFailed' });
  });
});
