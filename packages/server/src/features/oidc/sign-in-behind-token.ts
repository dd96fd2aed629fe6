import type { Store } from '../../store/types.js';
import { linkedUserSessionId } from './session-link.js';

// What an authorization-server session issues carries its uid (sessionUid), and that session rests on a Foyer sign-in.
const ISSUED_IN_A_SESSION = new Set(['AuthorizationCode', 'AccessToken', 'RefreshToken']);

/** Whether a stored record of `model` still counts; one that does not is treated as gone. */
export type RecordStands = (model: string, payload: Record<string, unknown>) => Promise<boolean>;

/**
 * Codes and tokens count only while the Foyer sign-in they were issued under stands: signing out, signing out everywhere,
 * a revocation or a takeover ends them at once on every instance, since the check reads the shared store on each use.
 * Only an ended sign-in counts, not an idle one: offline_access is for an app acting while the person is away.
 */
export function signInStillStands(store: Store): RecordStands {
  return async (model, { sessionUid, accountId }) => {
    if (!ISSUED_IN_A_SESSION.has(model)) return true;
    const userSessionId = typeof sessionUid === 'string' ? await linkedUserSessionId(store, sessionUid) : null;
    const userSession = userSessionId ? await store.userSessions.findById(userSessionId) : null;
    return userSession?.status === 'online' && userSession.userDid === accountId;
  };
}
