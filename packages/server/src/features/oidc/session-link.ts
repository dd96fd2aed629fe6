import { PLATFORM_TTL } from '@foyer/core';
import type { Store } from '../../store/types.js';

// An authorization-server session rests on the Foyer user session the person signed in with, kept under the former's uid.
const SESSION_LINK_MODEL = 'FoyerSessionLink';

/** What the interaction routes put beside `login` in a result: the Foyer session the person signed in with. */
export interface FoyerLoginResult {
  foyerSessionId?: string;
}

export async function linkedUserSessionId(store: Store, sessionUid: string): Promise<string | null> {
  const link = await store.oidcModels.find(SESSION_LINK_MODEL, sessionUid, Date.now());
  return typeof link?.payload.userSessionId === 'string' ? link.payload.userSessionId : null;
}

// Kept as long as a refresh token issued under it may be used: without the link, what the session issued stops counting.
const LINK_TTL_MS = Math.max(PLATFORM_TTL.sessionMs, PLATFORM_TTL.oauthRefreshTokenMs);

export function linkUserSession(store: Store, sessionUid: string, userSessionId: string): Promise<void> {
  const now = Date.now();
  return store.oidcModels.upsert(SESSION_LINK_MODEL, sessionUid, { userSessionId }, now + LINK_TTL_MS, now);
}

export const unlinkUserSession = (store: Store, sessionUid: string): Promise<void> => store.oidcModels.destroy(SESSION_LINK_MODEL, sessionUid);
