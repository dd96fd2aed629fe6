import type { LoginResult, SessionUser } from '@foyer/core';
import type { IssuedSession } from './session-service.js';

/** What a sign-in answers over plain HTTPS: nothing to unseal, and the user so the page need not ask again. */
export type PlainLoginResult = LoginResult & { sessionToken: string; encrypted: false; user: SessionUser };

export function toLoginResult({ sessionToken, refreshToken, session, user }: IssuedSession): PlainLoginResult {
  return { sessionToken, refreshToken, visitorId: session.visitorId, encrypted: false, user };
}
