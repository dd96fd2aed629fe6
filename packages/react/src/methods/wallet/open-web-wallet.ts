import { PATHS, POPUP } from '@foyer/core';

const WINDOW_NAME = 'foyer-web-wallet';

// Kept across dialogs: closing and reopening the dialog must not open a second wallet beside the first.
let opened: Window | null = null;

export type WebWalletOpening = 'opened' | 'alreadyOpen' | 'blocked';

/** Opens the app's web wallet on `deepLink` in a 414×736 popup centred on this window (SPEC §9); one at a time (SPEC §4). */
export function openWebWallet(appUrl: string, deepLink: string): WebWalletOpening {
  if (opened && !opened.closed) return 'alreadyOpen';
  const { webWalletWidth: width, webWalletHeight: height } = POPUP;
  const left = Math.round(window.screenX + (window.outerWidth - width) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - height) / 2);
  const url = `${appUrl}${PATHS.webWallet}?url=${encodeURIComponent(deepLink)}`;
  opened = window.open(url, WINDOW_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
  return opened ? 'opened' : 'blocked';
}
