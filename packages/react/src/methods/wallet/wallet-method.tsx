import { isWalletOffered } from '@foyer/core';
import { createTranslate } from '../../i18n/translate.js';
import { retryImport } from '../../util/retry-import.js';
import type { ConnectMethod } from '../connect-method.js';
import { WalletIcon } from './wallet-icon.js';

/** DID Wallet (SPEC §2.2) answers every action, and comes first; the deployment may turn it off for sign-in (SPEC §6). */
export const walletMethod: ConnectMethod = {
  id: 'wallet',
  label: (locale) => createTranslate(locale)('walletMethod'),
  icon: <WalletIcon />,
  order: 10,
  isAvailable: ({ action, appInfo }) => isWalletOffered(action, appInfo?.connectOptions),
  load: retryImport(() => import('./wallet-step.js')),
};
