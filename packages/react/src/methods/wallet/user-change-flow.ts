import type { WalletSessionAction } from '@foyer/core';
import type { LabelKey } from '../../i18n/en.js';

/** A session action that changes the signed-in user instead of signing in (SPEC §4), as the wallet step runs it. */
export interface UserChangeFlow {
  /** What the QR code asks of the wallet's owner. */
  scan: LabelKey;
  /** The title of the done screen it ends on. */
  done: LabelKey;
  /** Only the user's own wallet may answer, so the page names it (forceConnected) and the wallet offers that account. */
  ownWallet: boolean;
}

const FLOWS: Partial<Record<string, UserChangeFlow>> = {
  'bind-wallet': { scan: 'walletScanBind', done: 'walletBound', ownWallet: false },
  'switch-profile': { scan: 'walletScanProfile', done: 'profileSwitched', ownWallet: true },
} satisfies Partial<Record<WalletSessionAction, UserChangeFlow>>;

/** The flow of `action` when it changes the user; undefined for the actions that sign in. */
export const userChangeFlow = (action: string): UserChangeFlow | undefined => FLOWS[action];
