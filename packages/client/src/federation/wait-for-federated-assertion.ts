import { CATALOGUE, FoyerError, type MessageCode } from '@foyer/core';
import { waitForPopupMessage } from '../popup/wait-for-popup-message.js';
import type { FederatedLoginMessage, WaitForFederatedAssertionOptions } from './types.js';

const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(CATALOGUE, code);

function isFederatedLoginMessage(data: unknown): data is FederatedLoginMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, assertion, error } = data as Record<string, unknown>;
  return type === 'federated_login' && (typeof assertion === 'string' || typeof error === 'string');
}

/**
 * The master's login assertion, from the one message its federated page posts: only a message from `masterOrigin` AND
 * from this very popup counts, since any other window could post a forged one. An error message rejects with its
 * catalogue text ('Manual login federated account failed' for a code this SDK does not know); so does a closed or
 * timed-out popup ('Popup closed', 'Timeout').
 */
export async function waitForFederatedAssertion(popup: Window, { masterOrigin, timeoutMs }: WaitForFederatedAssertionOptions): Promise<string> {
  const message = await waitForPopupMessage(popup, { origin: masterOrigin, timeoutMs, accept: isFederatedLoginMessage });
  if ('assertion' in message) return message.assertion;
  throw new FoyerError(isMessageCode(message.error) ? message.error : 'federatedManualLoginFailed');
}
