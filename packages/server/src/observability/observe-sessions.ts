import type { SessionService } from '../features/session/session-service.js';
import type { FoyerMetrics } from './foyer-metrics.js';

/** The session service with every issued session counted as a successful sign-in (by method) and every refresh by outcome. */
export function observeSessions(sessions: SessionService, metrics: Pick<FoyerMetrics, 'signIns' | 'refreshes'>): SessionService {
  return {
    ...sessions,
    async issueSession(input) {
      const issued = await sessions.issueSession(input);
      metrics.signIns.inc({ method: input.method ?? input.provider, outcome: 'success' });
      return issued;
    },
    async refresh(presented) {
      try {
        const refreshed = await sessions.refresh(presented);
        metrics.refreshes.inc({ outcome: 'success' });
        return refreshed;
      } catch (error) {
        metrics.refreshes.inc({ outcome: 'failure' });
        throw error;
      }
    },
  };
}
