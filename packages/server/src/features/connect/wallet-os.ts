import { WALLET_OS, type WalletOS } from '@foyer/core';

/** The wallet's platform: its own hint when it names one, else what its `x-user-agent` says, else web. */
export function walletOsOf(hint: string | undefined, userAgent: string | undefined): WalletOS {
  const named = WALLET_OS.find((os) => os === hint);
  if (named) return named;
  if (/android/i.test(userAgent ?? '')) return 'android';
  if (/ios|iphone|ipad/i.test(userAgent ?? '')) return 'ios';
  return 'web';
}
