import { FoyerError, type MessageCode, type PassportRole } from '@foyer/core';
import type { Bus } from '../../bus/types.js';
import type { AppKey } from '../../keys/app-key.js';
import type { PassportIssuanceRecord, PassportRecord, Store, UserRecord } from '../../store/types.js';
import { authPrincipalClaim, profileClaim } from '../connect/claims.js';
import type { ConnectAction } from '../connect/connect-action.js';
import { profileAnswerOf } from '../connect/profile-answer.js';
import { signInWalletUser } from '../connect/wallet-user.js';
import type { InvitePolicy } from '../invitations/resolve-invitation.js';
import { toLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import { issuanceTokenHash } from './create-issuance.js';
import { newPassport } from './new-passport.js';
import { passportCredential } from './passport-credential.js';

export interface PassportActionDeps {
  store: Store;
  bus: Bus;
  sessions: SessionService;
  appKey: AppKey;
  invites: InvitePolicy;
}

/** The extraParams key the session keeps in place of the link's token: the token itself is never stored. */
export const ISSUANCE_PARAM = 'issuanceId';

/** Why a link cannot be spent now: used, past its week, or never issued. */
export function issuanceRefusal(issuance: PassportIssuanceRecord | null, now: number): MessageCode | null {
  if (!issuance) return 'passportLinkInvalid';
  if (issuance.usedAt !== null) return 'passportLinkUsed';
  if (issuance.linkExpiresAt <= now) return 'passportLinkExpired';
  return null;
}

type Spent = { user: UserRecord; passport: PassportRecord } | { refuse: MessageCode };

/**
 * Issue passport (issue 15): the wallet of the person holding a one-time link signs in (found or made by DID) and gets
 * the passport as a credential. Spending the link, making the user and the passport are one transaction.
 */
export function issuePassportAction({ store, bus, sessions, appKey, invites }: PassportActionDeps): ConnectAction {
  return {
    steps: () => [[authPrincipalClaim(undefined)], [profileClaim()]],

    async openParams({ passportToken, ...params }) {
      const issuance = passportToken ? await store.passportIssuances.findByTokenHash(issuanceTokenHash(passportToken)) : null;
      if (!issuance) throw new FoyerError('passportLinkInvalid');
      return { ...params, [ISSUANCE_PARAM]: issuance.id };
    },

    async finish({ did, pk, answers, walletOS, extraParams }) {
      const { fullName, email, avatar } = profileAnswerOf(answers);
      const issuanceId = extraParams[ISSUANCE_PARAM] ?? '';
      const spent = await store.transaction(async (tx): Promise<Spent> => {
        const now = Date.now();
        const issuance = await tx.passportIssuances.consume(issuanceId, did, now);
        if (!issuance) return { refuse: issuanceRefusal(await tx.passportIssuances.findById(issuanceId), now) ?? 'passportLinkUsed' };
        const user = await signInWalletUser(tx, { did, pk, fullName, email, avatar, sourceAppPid: extraParams['sourceAppPid'] }, invites);
        const passport = await tx.passports.create(
          newPassport({
            ownerDid: user.did,
            role: issuance.role as PassportRole,
            title: issuance.title ?? undefined,
            expiresAt: issuance.expiresAt,
            source: 'issue',
            issuer: { did: issuance.issuerDid, fullName: issuance.issuerName, avatar: issuance.issuerAvatarUrl },
          }),
        );
        return { user, passport };
      });
      if ('refuse' in spent) return spent;
      await bus.publish('user.updated', { did: spent.user.did });
      const issued = await sessions.issueSession({ user: spent.user, provider: 'wallet', walletOS, visitorId: extraParams['visitorId'] });
      const credential = await passportCredential(appKey, spent.passport, did);
      return { result: { ...toLoginResult(issued), walletOS, passportId: spent.passport.id }, walletResponse: { credential } };
    },
  };
}
