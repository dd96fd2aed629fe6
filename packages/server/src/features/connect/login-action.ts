import { FoyerError } from '@foyer/core';
import { z } from 'zod';
import type { Store } from '../../store/types.js';
import { toLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import { authPrincipalClaim, profileClaim } from './claims.js';
import type { ConnectAction } from './connect-action.js';
import { signInWalletUser } from './wallet-user.js';

const profileAnswer = z.looseObject({
  type: z.literal('profile'),
  fullName: z.string().optional(),
  email: z.string().optional(),
  avatar: z.string().optional(),
});

/** Sign in: the wallet names its account, then shares its profile; the user is found or made by DID. */
export function loginAction(store: Store, sessions: SessionService): ConnectAction {
  return {
    steps: (extraParams) => [[authPrincipalClaim(extraParams['forceConnected'])], [profileClaim()]],
    async finish({ did, pk, answers, walletOS, extraParams }) {
      const profile = answers.map((answer) => profileAnswer.safeParse(answer)).find((parsed) => parsed.success)?.data;
      if (!profile) throw new FoyerError('invalidInput', { field: 'requestedClaims', params: { field: 'requestedClaims', detail: 'profile not answered' } });
      const { fullName, email, avatar } = profile;
      const user = await signInWalletUser(store, { did, pk, fullName, email, avatar, sourceAppPid: extraParams['sourceAppPid'] });
      const issued = await sessions.issueSession({ user, provider: 'wallet', walletOS, visitorId: extraParams['visitorId'] });
      // The page keeps the wallet's platform among its connect markers (SPEC §3).
      return { result: { ...toLoginResult(issued), walletOS } };
    },
  };
}
