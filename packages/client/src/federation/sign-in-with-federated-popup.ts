import { FoyerError, isFoyerError } from '@foyer/core';
import { waitForFederatedAssertion } from './wait-for-federated-assertion.js';
import type { WaitForFederatedAssertionOptions } from './types.js';

// The visitor's own doing, worded as such rather than as a failed sign-in.
const POPUP_ENDINGS = new Set(['popupClosed', 'popupTimeout']);

/**
 * The federated popup's whole round: waits for the master's assertion, hands it to `exchange` (POST loginMaster) and
 * closes the popup either way. A closed or timed-out popup rejects with 'Popup closed' / 'Timeout'; any other failure
 * (the master's refusal, a refused assertion) with 'Manual login federated account failed' (SPEC §8), the reason as
 * its cause. Listens from the call on, so call it in the click that opened the popup and no message is lost.
 */
export async function signInWithFederatedPopup<T>(popup: Window, exchange: (assertion: string) => Promise<T>, options: WaitForFederatedAssertionOptions): Promise<T> {
  try {
    return await exchange(await waitForFederatedAssertion(popup, options));
  } catch (error) {
    if (isFoyerError(error) && POPUP_ENDINGS.has(error.code)) throw error;
    throw new FoyerError('federatedManualLoginFailed', { cause: error });
  } finally {
    popup.close();
  }
}
