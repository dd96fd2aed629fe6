import { FoyerError, type ConnectResult, type LoginResult } from '@foyer/core';

const isLogin = (result: ConnectResult) => typeof result.sessionToken === 'string' && typeof result.refreshToken === 'string';

/** The login among a flow's results (a chained flow signs in at its last login step), checked before it becomes the session. */
export function loginResultOf(results: readonly ConnectResult[]): LoginResult {
  const login = results.findLast(isLogin);
  if (!login) throw new FoyerError('invalidResponse');
  return login as unknown as LoginResult;
}
