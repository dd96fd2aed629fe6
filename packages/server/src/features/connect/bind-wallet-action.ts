import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';
import { authPrincipalClaim, profileClaim } from './claims.js';
import type { ConnectAction } from './connect-action.js';
import { profileAnswerOf } from './profile-answer.js';
import { signedInUser } from './signed-in-user.js';
import { walletAccount } from './wallet-account.js';
import { walletOwner } from './wallet-user.js';

/** What the page gets: the wallet now shown as the user's `walletDid`. */
export interface BindWalletResult {
  walletDid: string;
}

/** Bind wallet (SPEC §4): the wallet's DID becomes the signed-in user's wallet account, unless they have one already. */
export function bindWalletAction(store: Store, bus: Bus): ConnectAction {
  return {
    requiresSession: true,
    steps: () => [[authPrincipalClaim(undefined)], [profileClaim()]],
    async finish({ did, answers, startedBy }) {
      const { user, walletDid } = await signedInUser(store, startedBy);
      if (walletDid) return { refuse: 'walletAlreadyBound' };
      if ((await walletOwner(store, did)) !== null) return { refuse: 'walletLinkedToAnother' };
      try {
        await store.connectedAccounts.create(walletAccount(user.did, did, profileAnswerOf(answers)));
      } catch (error) {
        // Another user bound this wallet a moment ago and won the unique (provider, DID) index.
        if ((await walletOwner(store, did)) !== null) return { refuse: 'walletLinkedToAnother' };
        throw error;
      }
      await bus.publish('user.updated', { did: user.did });
      const result: BindWalletResult = { walletDid: did };
      return { result };
    },
  };
}
