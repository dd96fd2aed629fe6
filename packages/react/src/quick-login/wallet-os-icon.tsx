import type { Locale, WalletOS } from '@foyer/core';
import { translateWith, type Translate } from '../i18n/translate.js';
import { WALLET_OS_LABELS } from './labels.js';

const osName = (os: WalletOS, locale: Locale) => (os === 'ios' ? 'iOS' : os === 'android' ? 'Android' : translateWith(WALLET_OS_LABELS, locale)(os));

const MOBILE = 'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3zM11 18h2';
const PATHS: Record<WalletOS, string> = {
  ios: MOBILE,
  android: MOBILE,
  web: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9M12 3C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9',
  api: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 6l-3 12',
};

/** Which DID Wallet a saved session was signed in with (SPEC §2.15). */
export function WalletOsIcon({ os, locale, t }: { os: WalletOS; locale: Locale; t: Translate }) {
  return (
    <svg className="foyer-quick-login__os" viewBox="0 0 24 24" width="14" height="14" role="img" aria-label={t('walletOs', { os: osName(os, locale) })}>
      <path d={PATHS[os]} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}
