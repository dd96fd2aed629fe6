import { POPUP } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { createFakePopup, postToPage } from '../oauth/test-support/fake-popup.js';
import { signInWithFederatedPopup } from './sign-in-with-federated-popup.js';

const MASTER_ORIGIN = 'http://localhost:4100';
const OPTIONS = { masterOrigin: MASTER_ORIGIN };

describe('signInWithFederatedPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('exchanges the assertion the popup posts, then closes the popup', async () => {
    const popup = createFakePopup(POPUP.federatedName);
    const exchanged: string[] = [];
    const running = signInWithFederatedPopup(popup, async (assertion) => (exchanged.push(assertion), 'signed in'), OPTIONS);
    // Posted before anything was awaited: the listener is there from the call on.
    postToPage({ type: 'federated_login', assertion: 'a1' }, MASTER_ORIGIN, popup);
    await expect(running).resolves.toBe('signed in');
    expect(exchanged).toEqual(['a1']);
    expect(popup.closed).toBe(true);
  });

  it("answers a refused assertion with 'Manual login federated account failed', the server's reason as its cause", async () => {
    const popup = createFakePopup(POPUP.federatedName);
    const refusal = new HttpError(401, { code: 'federationAssertionInvalid', error: 'The federated sign-in is invalid' });
    const running = signInWithFederatedPopup(popup, async () => Promise.reject(refusal), OPTIONS);
    postToPage({ type: 'federated_login', assertion: 'stale' }, MASTER_ORIGIN, popup);
    await expect(running).rejects.toMatchObject({ code: 'federatedManualLoginFailed', message: 'Manual login federated account failed', cause: refusal });
    expect(popup.closed).toBe(true);
  });

  it("answers the master's refusal the same way and exchanges nothing", async () => {
    const popup = createFakePopup(POPUP.federatedName);
    const exchange = vi.fn(async () => 'never');
    const running = signInWithFederatedPopup(popup, exchange, OPTIONS);
    postToPage({ type: 'federated_login', error: 'federationNotMember' }, MASTER_ORIGIN, popup);
    await expect(running).rejects.toMatchObject({ code: 'federatedManualLoginFailed', cause: expect.objectContaining({ code: 'federationNotMember' }) });
    expect(exchange).not.toHaveBeenCalled();
    expect(popup.closed).toBe(true);
  });

  it("keeps 'Popup closed' when the visitor closes the popup", async () => {
    const popup = createFakePopup(POPUP.federatedName);
    const exchange = vi.fn(async () => 'never');
    const running = signInWithFederatedPopup(popup, exchange, OPTIONS);
    const rejected = expect(running).rejects.toMatchObject({ code: 'popupClosed', message: 'Popup closed' });
    popup.close();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    await rejected;
    expect(exchange).not.toHaveBeenCalled();
  });
});
