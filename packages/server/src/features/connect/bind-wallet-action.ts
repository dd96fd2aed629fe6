import { randomUUID } from 'node:crypto';
import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';
import { authPrincipalClaim, profileClaim } from './claims.js';
import type { ConnectAction } from './connect-action.js';
import { profileAnswerOf } from './profile-answer.js';
import { signedInUser } from './signed-in-user.js';

/** What the page gets: the wallet now shown as the user's `walletDid`. */
export interface BindWalletResult {
  walletDid: string;
}

/** A wallet DID that is a user of its own or another user's wallet is someone else's: never merged. */
async function isTaken(store: Store, did: string): Promise<boolean> {
  const [user, linked] = await Promise.all([store.users.findByDid(did), store.connectedAccounts.findByProviderUser('wallet', did)]);
  return user !== null || linked !== null;
}

/** Bind wallet (SPEC §4): the wallet's DID becomes the signed-in user's wallet account, unless they have one already. */
export function bindWalletAction(store: Store, bus: Bus): ConnectAction {
  return {
    requiresSession: true,
    steps: () => [[authPrincipalClaim(undefined)], [profileClaim()]],
    async finish({ did, answers, startedBy }) {
      const { fullName, email, avatar } = profileAnswerOf(answers);
      const { user, walletDid } = await signedInUser(store, startedBy);
      if (walletDid) return { refuse: 'walletAlreadyBound' };
      if (await isTaken(store, did)) return { refuse: 'walletLinkedToAnother' };
      try {
        await store.connectedAccounts.create({
          id: randomUUID(),
          userDid: user.did,
          provider: 'wallet',
          did,
          providerUserId: did,
          email: email ?? null,
          fullName: fullName ?? null,
          avatar: avatar ?? null,
          extra: null,
          lastLoginAt: null,
        });
      } catch (error) {
        // Another user bound this wallet a moment ago and won the unique (provider, DID) index.
        if (await isTaken(store, did)) return { refuse: 'walletLinkedToAnother' };
        throw error;
      }
      await bus.publish('user.updated', { did: user.did });
      const result: BindWalletResult = { walletDid: did };
      return { result };
    },
  };
}
