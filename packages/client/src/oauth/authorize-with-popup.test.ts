import { PATHS, POPUP } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { authorizeWithPopup } from './authorize-with-popup.js';
import { createFakePopup, postToPage } from './test-support/fake-popup.js';
import type { AuthorizationGrant } from './types.js';

const BASE_URL = 'https://foyer.example';
const APP_ORIGIN = 'https://app.example';
const OPTIONS = { baseUrl: BASE_URL, appOrigin: APP_ORIGIN };
const grant = { type: 'authorization_response', provider: 'github', code: 'c0de', state: 'st4te' } as const;
const LOGOUT = `${BASE_URL}${PATHS.oauthLogin}/github/logout`;

/** The server's answer to a refused exchange, as the request function throws it. */
const refuse = (code: string, error: string) => async (): Promise<never> => {
  throw new HttpError(409, { code, error });
};

describe('authorizeWithPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('exchanges the grant the popup posts at once, then closes the popup', async () => {
    const popup = createFakePopup();
    const exchanged: AuthorizationGrant[] = [];
    const running = authorizeWithPopup(popup, async (received) => (exchanged.push(received), 'signed in'), OPTIONS);
    // Posted before anything was awaited: the listener is there from the call on.
    postToPage(grant, APP_ORIGIN, popup);
    await expect(running).resolves.toBe('signed in');
    expect(exchanged).toEqual([grant]);
    expect(popup.closed).toBe(true);
    expect(popup.location.href).toBe('');
  });

  it("answers a failed exchange with 'Login with third party failed' and sends the popup to the provider's logout path", async () => {
    const popup = createFakePopup();
    const running = authorizeWithPopup(popup, refuse('loginProviderFailed', 'Login github failed'), OPTIONS);
    postToPage(grant, APP_ORIGIN, popup);
    await expect(running).rejects.toMatchObject({ code: 'thirdPartyLoginFailed', message: 'Login with third party failed' });
    expect(popup.location.href).toBe(LOGOUT);
    // The logout page closes itself once the provider's session is over.
    expect(popup.closed).toBe(false);
  });

  it("keeps the server's own refusal when asked (bind), and still logs the popup out", async () => {
    const popup = createFakePopup();
    const linked = 'This github account is already linked to another user';
    const running = authorizeWithPopup(popup, refuse('oauthAccountLinkedToAnother', linked), { ...OPTIONS, keepExchangeError: true });
    postToPage(grant, APP_ORIGIN, popup);
    await expect(running).rejects.toMatchObject({ code: 'oauthAccountLinkedToAnother', message: linked });
    expect(popup.location.href).toBe(LOGOUT);
  });

  it.each([
    ['authDeclined', 'You have declined the authentication request'],
    ['cancelAuth', 'Cancel authentication'],
  ])('closes the popup on an error message (%s) and rejects with its text, exchanging nothing', async (errorCode, text) => {
    const popup = createFakePopup();
    const exchange = vi.fn(async () => 'never');
    const running = authorizeWithPopup(popup, exchange, OPTIONS);
    postToPage({ type: 'authorization_response', provider: 'github', error: text, errorCode }, APP_ORIGIN, popup);
    await expect(running).rejects.toMatchObject({ code: errorCode, message: text });
    expect(popup.closed).toBe(true);
    expect(popup.location.href).toBe('');
    expect(exchange).not.toHaveBeenCalled();
  });

  it("rejects 'Popup closed' when the visitor closes the popup before it answers", async () => {
    const popup = createFakePopup();
    const exchange = vi.fn(async () => 'never');
    const running = authorizeWithPopup(popup, exchange, OPTIONS);
    const rejected = expect(running).rejects.toMatchObject({ code: 'popupClosed', message: 'Popup closed' });
    popup.close();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    await rejected;
    expect(exchange).not.toHaveBeenCalled();
  });

  it('ignores a grant from another origin or window, which could be forged', async () => {
    const popup = createFakePopup();
    const exchange = vi.fn(async (received: AuthorizationGrant) => received.code);
    const running = authorizeWithPopup(popup, exchange, OPTIONS);
    postToPage({ ...grant, code: 'forged' }, 'https://evil.example', popup);
    postToPage({ ...grant, code: 'forged' }, APP_ORIGIN, createFakePopup('other'));
    postToPage(grant, APP_ORIGIN, popup);
    await expect(running).resolves.toBe('c0de');
    expect(exchange).toHaveBeenCalledTimes(1);
  });
});
