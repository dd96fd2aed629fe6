import type { Store } from '../../store/types.js';
import type { InvitePolicy } from '../invitations/resolve-invitation.js';
import type { SessionService } from '../session/session-service.js';
import type { ConnectAction } from './connect-action.js';
import { loginAction } from './login-action.js';

/**
 * Switch DID (SPEC §4): a signed-in user signs in as the account the wallet answers for. The session left behind
 * is kept, offline (as a logout that keeps it for quick login does), so an account switcher can return to it.
 */
export function switchDidAction(store: Store, sessions: SessionService, invites: InvitePolicy): ConnectAction {
  const login = loginAction(store, sessions, invites);
  return {
    requiresSession: true,
    steps: login.steps,
    async finish(connect) {
      const outcome = await login.finish(connect);
      const left = connect.startedBy && (await store.userSessions.findById(connect.startedBy.sessionId));
      // A session that ended meanwhile stays ended: only one still signed in is set aside.
      if (left?.status === 'online') await sessions.endSession(left.id, 'offline');
      return outcome;
    },
  };
}
