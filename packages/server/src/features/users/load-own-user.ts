import { FoyerError, type SessionUser } from '@foyer/core';
import type { Store } from '../../store/types.js';
import type { SessionClaims } from '../../tokens/session-token.js';
import { loadSessionUser } from './load-session-user.js';

/** The signed-in user as their session sees them, read afresh from the store. */
export async function loadOwnUser(store: Store, claims: SessionClaims): Promise<SessionUser> {
  const [user, session] = await Promise.all([store.users.findByDid(claims.sub), store.userSessions.findById(claims.sid)]);
  if (!user) throw new FoyerError('invalidToken');
  return loadSessionUser(store, user, session?.passportId ?? null);
}
