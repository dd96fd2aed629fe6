import { isSameDid } from '@foyer/did';
import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';
import { authPrincipalClaim, profileClaim } from './claims.js';
import type { ConnectAction } from './connect-action.js';
import { profileAnswerOf } from './profile-answer.js';
import { signedInUser } from './signed-in-user.js';

/** Switch profile (SPEC §4): the signed-in user's own wallet shares a profile, and it becomes the user's. */
export function switchProfileAction(store: Store, bus: Bus): ConnectAction {
  return {
    requiresSession: true,
    // The page names the user's wallet as forceConnected, so the wallet offers that account and another is refused at once.
    steps: (extraParams) => [[authPrincipalClaim(extraParams['forceConnected'])], [profileClaim()]],
    async finish({ did, answers, startedBy }) {
      const { fullName, email, avatar } = profileAnswerOf(answers);
      const { user, walletDid } = await signedInUser(store, startedBy);
      if (!walletDid || !isSameDid(walletDid, did)) return { refuse: 'loginUserMismatch' };
      // A wallet only states an address, and e-mail sign-in finds accounts by address: it stays on the wallet's account.
      await store.users.update(user.did, { fullName, avatar });
      const account = await store.connectedAccounts.findByProviderUser('wallet', walletDid);
      if (account) await store.connectedAccounts.update(account.id, { fullName, email, avatar });
      await bus.publish('user.updated', { did: user.did });
      return { result: { did: user.did } };
    },
  };
}
