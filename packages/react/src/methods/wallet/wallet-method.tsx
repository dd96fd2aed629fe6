import { createTranslate } from '../../i18n/translate.js';
import { retryImport } from '../../util/retry-import.js';
import type { ConnectMethod } from '../connect-method.js';
import { WalletIcon } from './wallet-icon.js';

/** DID Wallet (SPEC §2.2) answers every connect action, so it is always offered, and first. */
export const walletMethod: ConnectMethod = {
  id: 'wallet',
  label: (locale) => createTranslate(locale)('walletMethod'),
  icon: <WalletIcon />,
  order: 10,
  isAvailable: () => true,
  load: retryImport(() => import('./wallet-step.js')),
};
