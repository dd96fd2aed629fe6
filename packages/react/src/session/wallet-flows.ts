import type { SessionUser, WalletSessionAction } from '@foyer/core';
import type { Session } from './session-context.js';

export type WalletFlows = Pick<Session, 'bindWallet' | 'switchProfile' | 'switchDid'>;

/** The session actions a wallet completes for the signed-in user (SPEC §4); `open` shows the dialog of one and settles when it closes. */
export function walletFlows(user: SessionUser | null, open: (action: WalletSessionAction) => Promise<void>): WalletFlows {
  const run = (action: WalletSessionAction) => (user ? open(action) : Promise.resolve());
  return {
    // SPEC §4: bind-wallet is skipped when the user already has a wallet.
    bindWallet: () => (user?.walletDid ? Promise.resolve() : run('bind-wallet')),
    switchProfile: () => run('switch-profile'),
    switchDid: () => run('switch-did'),
  };
}
