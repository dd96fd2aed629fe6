import { POPUP } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePopup, postToPage } from '../oauth/test-support/fake-popup.js';
import { waitForFederatedAssertion } from './wait-for-federated-assertion.js';

const MASTER_ORIGIN = 'http://localhost:4100';
const OPTIONS = { masterOrigin: MASTER_ORIGIN };
const answer = { type: 'federated_login', assertion: 'eyJ.assertion.sig' };

describe('waitForFederatedAssertion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the assertion the popup posts from the master origin', async () => {
    const popup = createFakePopup(POPUP.federatedName);
    const waiting = waitForFederatedAssertion(popup, OPTIONS);
    postToPage(answer, MASTER_ORIGIN, popup);
    await expect(waiting).resolves.toBe('eyJ.assertion.sig');
  });

  it('ignores another origin, another window, other message types and malformed messages', async () => {
    const popup = createFakePopup(POPUP.federatedName);
    const settled = vi.fn();
    const waiting = waitForFederatedAssertion(popup, OPTIONS);
    waiting.then(settled, settled);
    postToPage({ ...answer, assertion: 'forged' }, 'https://evil.example', popup);
    postToPage({ ...answer, assertion: 'forged' }, MASTER_ORIGIN, createFakePopup('other'));
    postToPage({ ...answer, assertion: 'forged' }, MASTER_ORIGIN, window);
    postToPage({ ...answer, type: 'authorization_response' }, MASTER_ORIGIN, popup);
    postToPage({ type: 'federated_login', assertion: 42 }, MASTER_ORIGIN, popup);
    postToPage('federated_login', MASTER_ORIGIN, popup);
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs * 3);
    expect(settled).not.toHaveBeenCalled();
    postToPage(answer, MASTER_ORIGIN, popup);
    await expect(waiting).resolves.toBe('eyJ.assertion.sig');
  });

  it("rejects the master's refusal with its catalogue text, and an unknown code as 'Manual login federated account failed'", async () => {
    const popup = createFakePopup(POPUP.federatedName);
    const refused = waitForFederatedAssertion(popup, OPTIONS);
    postToPage({ type: 'federated_login', error: 'federationNotMember' }, MASTER_ORIGIN, popup);
    await expect(refused).rejects.toMatchObject({ code: 'federationNotMember', message: 'This app is not an approved member of the federation' });

    const unknown = waitForFederatedAssertion(popup, OPTIONS);
    postToPage({ type: 'federated_login', error: 'noSuchCode' }, MASTER_ORIGIN, popup);
    await expect(unknown).rejects.toMatchObject({ code: 'federatedManualLoginFailed', message: 'Manual login federated account failed' });
  });

  it("rejects 'Popup closed' at the first check after the popup closes", async () => {
    const popup = createFakePopup(POPUP.federatedName);
    const waiting = waitForFederatedAssertion(popup, OPTIONS);
    const rejected = expect(waiting).rejects.toMatchObject({ code: 'popupClosed', message: 'Popup closed' });
    popup.close();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    await rejected;
  });

  it("rejects 'Timeout' after POPUP.timeoutMs and closes the popup", async () => {
    const popup = createFakePopup(POPUP.federatedName);
    const settled = vi.fn();
    const waiting = waitForFederatedAssertion(popup, OPTIONS);
    waiting.catch(settled);
    await vi.advanceTimersByTimeAsync(POPUP.timeoutMs - POPUP.checkEveryMs);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    await expect(waiting).rejects.toMatchObject({ code: 'popupTimeout', message: 'Timeout' });
    expect(popup.closed).toBe(true);
  });
});
