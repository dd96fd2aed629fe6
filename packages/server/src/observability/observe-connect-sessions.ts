import type { ConnectSessionsRepository } from '../store/types.js';
import type { FoyerMetrics } from './foyer-metrics.js';

const FINISHED = new Set(['succeed', 'error', 'timeout', 'forbidden']);
// A wallet refused (bad signature, wrong wallet, a refusing claim) ends the session so; a timeout is an abandoned QR, no failure.
const REFUSED = new Set(['error', 'forbidden']);

export interface ObservedConnectSessions {
  repository: ConnectSessionsRepository;
  /** Sessions this instance opened that are neither finished nor expired; read at each scrape. */
  countActive(): number;
}

/**
 * The connect-sessions repository with this instance's open sessions remembered (token → expiry) and refused wallet
 * sign-ins counted; a session another instance finishes leaves the count when it expires.
 */
export function observeConnectSessions(repository: ConnectSessionsRepository, metrics: Pick<FoyerMetrics, 'signIns'>): ObservedConnectSessions {
  const open = new Map<string, number>();
  return {
    repository: {
      ...repository,
      async create(session) {
        const created = await repository.create(session);
        open.set(created.token, created.expiresAt);
        return created;
      },
      async update(token, patch, expectStatus) {
        const updated = await repository.update(token, patch, expectStatus);
        if (updated && FINISHED.has(updated.status)) {
          open.delete(token);
          if (REFUSED.has(updated.status) && updated.action === 'login') metrics.signIns.inc({ method: 'wallet', outcome: 'failure' });
        }
        return updated;
      },
    },
    countActive() {
      const now = Date.now();
      for (const [token, expiresAt] of open) if (expiresAt <= now) open.delete(token);
      return open.size;
    },
  };
}
