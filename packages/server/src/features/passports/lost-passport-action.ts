import type { MessageCode, PassportRole } from '@foyer/core';
import type { PassportRecord } from '../../store/types.js';
import { authPrincipalClaim, profileClaim } from '../connect/claims.js';
import type { ConnectAction } from '../connect/connect-action.js';
import { profileAnswerOf } from '../connect/profile-answer.js';
import { signedInUser } from '../connect/signed-in-user.js';
import { walletAccount } from '../connect/wallet-account.js';
import { walletOwner } from '../connect/wallet-user.js';
import type { PassportActionDeps } from './issue-passport-action.js';
import { newPassport } from './new-passport.js';
import { passportCredential } from './passport-credential.js';

/** What the page gets: the passport that replaces the lost one, and the wallet it now belongs with. */
export interface LostPassportResult {
  passportId: string;
  revokedPassportId: string;
  walletDid: string;
}

/**
 * Lost passport (issue 15): the person is the account that owns the passport, signed in by another bound method. A new
 * wallet answers; the old passport is revoked (and so blacklisted) and one like it re-issued to the new wallet's DID,
 * in one transaction. The new wallet becomes the account's wallet when it has none.
 */
export function lostPassportAction({ store, bus, appKey }: Pick<PassportActionDeps, 'store' | 'bus' | 'appKey'>): ConnectAction {
  return {
    requiresSession: true,
    steps: () => [[authPrincipalClaim(undefined)], [profileClaim()]],

    async finish({ did, answers, extraParams, startedBy }) {
      const { user, walletDid } = await signedInUser(store, startedBy);
      const owner = (await walletOwner(store, did))?.did ?? null;
      if (owner !== null && owner !== user.did) return { refuse: 'walletLinkedToAnother' };
      const passportId = extraParams['passportId'] ?? '';
      const replaced = await store.transaction(async (tx): Promise<PassportRecord | { refuse: MessageCode }> => {
        const old = await tx.passports.findById(passportId);
        if (!old || old.ownerDid !== user.did) return { refuse: 'passportNotRecoverable' };
        const revoked = await tx.passports.revokeIfValid(old.id, Date.now());
        if (!revoked) return { refuse: 'passportNotRecoverable' };
        if (!walletDid && owner === null) {
          await tx.connectedAccounts.create(walletAccount(user.did, did, profileAnswerOf(answers)));
        }
        return tx.passports.create(
          newPassport({
            ownerDid: user.did,
            role: old.role as PassportRole,
            title: old.title,
            expiresAt: old.expiresAt,
            source: 'recover',
            issuer: { did: old.issuerDid, fullName: old.issuerName, avatar: old.issuerAvatarUrl },
          }),
        );
      });
      if ('refuse' in replaced) return replaced;
      await bus.publish('user.updated', { did: user.did });
      const result: LostPassportResult = { passportId: replaced.id, revokedPassportId: passportId, walletDid: did };
      return { result, walletResponse: { credential: await passportCredential(appKey, replaced, did) } };
    },
  };
}
