import { FoyerError, POPUP } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePopup, postToPage } from './test-support/fake-popup.js';
import { waitForAuthorizationResponse } from './wait-for-authorization-response.js';

const APP_ORIGIN = 'https://app.example';
const grant = { type: 'authorization_response', provider: 'google', code: 'c0de', state: 'st4te', iss: 'https://accounts.google.com' };

describe('waitForAuthorizationResponse', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the grant the popup posts from the app origin', async () => {
    const popup = createFakePopup();
    const waiting = waitForAuthorizationResponse(popup, { appOrigin: APP_ORIGIN });
    postToPage(grant, APP_ORIGIN, popup);
    await expect(waiting).resolves.toEqual(grant);
  });

  it('ignores a foreign origin, another source and other message types', async () => {
    const popup = createFakePopup();
    const settled = vi.fn();
    const waiting = waitForAuthorizationResponse(popup, { appOrigin: APP_ORIGIN });
    waiting.then(settled, settled);
    postToPage({ ...grant, code: 'forged' }, 'https://evil.example', popup);
    postToPage({ ...grant, code: 'forged' }, APP_ORIGIN, createFakePopup('other'));
    postToPage({ ...grant, type: 'something-else' }, APP_ORIGIN, popup);
    postToPage('authorization_response', APP_ORIGIN, popup);
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs * 3);
    expect(settled).not.toHaveBeenCalled();
    postToPage(grant, APP_ORIGIN, popup);
    await expect(waiting).resolves.toEqual(grant);
  });

  it("rejects 'Popup closed' at the first check after the popup closes", async () => {
    const popup = createFakePopup();
    const waiting = waitForAuthorizationResponse(popup, { appOrigin: APP_ORIGIN });
    const rejected = expect(waiting).rejects.toMatchObject({ code: 'popupClosed', message: 'Popup closed' });
    popup.close();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    await rejected;
  });

  it("rejects 'Timeout' after POPUP.timeoutMs (30 min) and closes the popup", async () => {
    const popup = createFakePopup();
    const settled = vi.fn();
    const waiting = waitForAuthorizationResponse(popup, { appOrigin: APP_ORIGIN });
    waiting.catch(settled);
    await vi.advanceTimersByTimeAsync(POPUP.timeoutMs - POPUP.checkEveryMs);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    await expect(waiting).rejects.toMatchObject({ code: 'popupTimeout', message: 'Timeout' });
    expect(popup.closed).toBe(true);
  });

  it('rejects an error response with its catalogue message, and an unknown code as a third-party failure', async () => {
    const popup = createFakePopup();
    const declined = waitForAuthorizationResponse(popup, { appOrigin: APP_ORIGIN });
    postToPage({ type: 'authorization_response', provider: 'google', error: 'access_denied', errorCode: 'authDeclined' }, APP_ORIGIN, popup);
    await expect(declined).rejects.toMatchObject({ code: 'authDeclined', message: 'You have declined the authentication request' });

    const failed = waitForAuthorizationResponse(popup, { appOrigin: APP_ORIGIN });
    postToPage({ type: 'authorization_response', provider: 'google', error: 'x', errorCode: 'loginProviderFailed' }, APP_ORIGIN, popup);
    await expect(failed).rejects.toMatchObject({ message: 'Login google failed' });

    const unknown = waitForAuthorizationResponse(popup, { appOrigin: APP_ORIGIN });
    postToPage({ type: 'authorization_response', provider: 'google', error: 'x', errorCode: 'noSuchCode' }, APP_ORIGIN, popup);
    const error: unknown = await unknown.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error).toMatchObject({ code: 'thirdPartyLoginFailed', message: 'Login with third party failed' });
  });
});
