import type { ConnectSessionsRepository } from '../../store/types.js';
import { ISSUANCE_PARAM } from '../passports/issue-passport-action.js';
import type { AuditLog } from './audit-log.js';

// A wallet refused (bad signature, wrong wallet, a refusing claim) ends its session so; a timeout is an abandoned QR, no failure.
const REFUSED = new Set(['error', 'forbidden']);

/**
 * The connect-sessions repository with the wallet's outcomes recorded where they land: a refused wallet sign-in, and the
 * passport a one-time link or a lost-passport recovery handed to the wallet that finished.
 */
export function auditWalletSessions(repository: ConnectSessionsRepository, audit: AuditLog): ConnectSessionsRepository {
  return {
    ...repository,
    async update(token, patch, expectStatus) {
      const updated = await repository.update(token, patch, expectStatus);
      if (!updated || patch.status === undefined) return updated;
      const { action, status, did, extraParams } = updated;
      if (action === 'login' && REFUSED.has(status)) {
        await audit.record({ kind: 'sign_in_failed', subjectDid: did, method: 'wallet', detail: { code: updated.error } });
      } else if (action === 'issue-passport' && status === 'succeed') {
        await audit.record({ kind: 'passport_link_redeemed', actorDid: did, subjectDid: did, method: 'wallet', detail: { issuanceId: extraParams?.[ISSUANCE_PARAM] ?? null } });
      } else if (action === 'lost-passport' && status === 'succeed') {
        await audit.record({ kind: 'passport_issued', actorDid: did, subjectDid: did, method: 'wallet', detail: { source: 'recover', revokedPassportId: extraParams?.['passportId'] ?? null } });
      }
      return updated;
    },
  };
}
