import type { WalletSessionAction } from '@foyer/core';
import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';
import type { InvitePolicy } from '../invitations/resolve-invitation.js';
import type { SessionService } from '../session/session-service.js';
import { bindWalletAction } from './bind-wallet-action.js';
import type { ConnectAction } from './connect-action.js';
import { switchDidAction } from './switch-did-action.js';
import { switchProfileAction } from './switch-profile-action.js';

export interface WalletSessionActionsDeps {
  store: Store;
  bus: Bus;
  sessions: SessionService;
  /** As sign-in has it: switching to a DID that has no account yet makes one. */
  invites: InvitePolicy;
}

/** The session actions a wallet completes for the signed-in user (SPEC §4); Foyer's own, as login is. */
export function walletSessionActions({ store, bus, sessions, invites }: WalletSessionActionsDeps): Record<WalletSessionAction, ConnectAction> {
  return {
    'bind-wallet': bindWalletAction(store, bus),
    'switch-profile': switchProfileAction(store, bus),
    'switch-did': switchDidAction(store, sessions, invites),
  };
}
