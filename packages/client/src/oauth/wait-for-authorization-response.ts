import { waitForPopupMessage } from '../popup/wait-for-popup-message.js';
import { responseError } from './response-error.js';
import type { AuthorizationGrant, AuthorizationResponse, WaitForAuthorizationResponseOptions } from './types.js';

function isAuthorizationResponse(data: unknown): data is AuthorizationResponse {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'authorization_response';
}

/**
 * The provider's grant, from the one message the popup posts: only a message from `appOrigin` AND from this very
 * popup counts, since any other window could post a forged code. Rejects when the popup closes or times out.
 */
export async function waitForAuthorizationResponse(
  popup: Window,
  { appOrigin, timeoutMs }: WaitForAuthorizationResponseOptions,
): Promise<AuthorizationGrant> {
  const response = await waitForPopupMessage(popup, { origin: appOrigin, timeoutMs, accept: isAuthorizationResponse });
  if ('error' in response) throw responseError(response.provider, response.errorCode);
  return response;
}
