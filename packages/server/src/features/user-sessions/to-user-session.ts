import type { SessionUser, User, UserSession } from '@foyer/core';
import type { UserSessionRecord } from '../../store/types.js';
import { toProvider, toWalletOS } from '../users/known-values.js';

/**
 * What a saved session shows of its account: enough for the quick-login list (a federated account's master app, by
 * `sourceAppPid`, among it), no contact details beyond the e-mail.
 */
function savedAccount(user: SessionUser): User {
  const { did, pk, role, roleTitle, fullName, avatar, email, type, sourceProvider, sourceAppPid } = user;
  return { did, pk, role, roleTitle, fullName, avatar, email, type, sourceProvider, sourceAppPid };
}

/**
 * A user session as SPEC §3 shows it; `user` when the caller should see whose it is, `device` (browser and address)
 * only for the person's own sessions, so they can tell their devices apart.
 */
export function toUserSession(session: UserSessionRecord, user?: SessionUser, { device = false } = {}): UserSession {
  return {
    id: session.id,
    appPid: session.appPid,
    userDid: session.userDid,
    visitorId: session.visitorId,
    passportId: session.passportId ?? undefined,
    appUrl: session.appUrl ?? '',
    status: session.status,
    updatedAt: new Date(session.updatedAt).toISOString(),
    user: user && savedAccount(user),
    extra: {
      provider: toProvider(session.provider),
      walletOS: toWalletOS(session.walletOS) ?? undefined,
      ...(device && { userAgent: session.userAgent ?? undefined, ip: session.lastLoginIp ?? undefined }),
    },
  };
}
