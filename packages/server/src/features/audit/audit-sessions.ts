import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';
import type { AuditLog } from './audit-log.js';

/** The session service with every session issued recorded as a sign-in (by method) and every session ended through it as such. */
export function auditSessions(sessions: SessionService, store: Pick<Store, 'userSessions'>, audit: AuditLog): SessionService {
  return {
    ...sessions,
    async issueSession(input) {
      const issued = await sessions.issueSession(input);
      const did = input.user.did;
      await audit.record({ kind: 'sign_in', actorDid: did, subjectDid: did, method: input.method ?? input.provider, ip: input.ip, detail: { sessionId: issued.session.id, appPid: issued.session.appPid } });
      return issued;
    },
    async endSession(sessionId, status) {
      await sessions.endSession(sessionId, status);
      // Read back for whose it was: the service ends it by id alone.
      const ended = await store.userSessions.findById(sessionId).catch(() => null);
      if (ended) await audit.record({ kind: 'session_ended', actorDid: ended.userDid, subjectDid: ended.userDid, method: ended.provider, detail: { sessionId, status: ended.status } });
    },
  };
}
