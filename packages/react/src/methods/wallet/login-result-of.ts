import { FoyerError, type ConnectResult, type LoginResult } from '@foyer/core';

/** The unsealed result of the login step, checked before it becomes the session. */
export function loginResultOf(result: ConnectResult | undefined): LoginResult {
  if (typeof result?.sessionToken !== 'string' || typeof result.refreshToken !== 'string') throw new FoyerError('invalidResponse');
  return result as unknown as LoginResult;
}
