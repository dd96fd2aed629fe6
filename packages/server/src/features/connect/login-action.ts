import { isFoyerError, type ExtraParams } from '@foyer/core';
import type { Store } from '../../store/types.js';
import { INVITES_OFF, type InvitePolicy } from '../invitations/resolve-invitation.js';
import { isNftLogin } from '../nft-login/nft-login-action.js';
import { toLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import { authPrincipalClaim, profileClaim } from './claims.js';
import type { ConnectAction } from './connect-action.js';
import { profileAnswerOf } from './profile-answer.js';
import { signInWalletUser } from './wallet-user.js';

/**
 * Sign in: the wallet names its account, then shares its profile; the user is found or made by DID. Asked with
 * `provider=nft`, the session is `nft`'s instead (login by NFT, issue 15).
 */
export function loginAction(store: Store, sessions: SessionService, invites: InvitePolicy = INVITES_OFF, nft?: ConnectAction): ConnectAction {
  const walletLogin = walletLoginAction(store, sessions, invites);
  if (!nft) return walletLogin;
  const pick = (extraParams: ExtraParams) => (isNftLogin(extraParams) ? nft : walletLogin);
  return { steps: (extraParams) => pick(extraParams).steps(extraParams), finish: (connect) => pick(connect.extraParams).finish(connect) };
}

function walletLoginAction(store: Store, sessions: SessionService, invites: InvitePolicy): ConnectAction {
  return {
    steps: (extraParams) => [[authPrincipalClaim(extraParams['forceConnected'])], [profileClaim()]],
    async finish({ did, pk, answers, walletOS, extraParams }) {
      const { fullName, email, avatar } = profileAnswerOf(answers);
      const identity = { did, pk, fullName, email, avatar, sourceAppPid: extraParams['sourceAppPid'], inviter: extraParams['inviter'] };
      const user = await signInWalletUser(store, identity, invites).catch((error: unknown) => {
        if (isFoyerError(error)) return error;
        throw error;
      });
      // A sign-up the app refuses (an invitation past the depth limit) ends the session with its message, for page and wallet.
      if (isFoyerError(user)) return { refuse: user.code, params: user.params };
      const issued = await sessions.issueSession({ user, provider: 'wallet', walletOS, visitorId: extraParams['visitorId'] });
      // The page keeps the wallet's platform among its connect markers (SPEC §3).
      return { result: { ...toLoginResult(issued), walletOS } };
    },
  };
}
