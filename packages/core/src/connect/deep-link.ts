import { CONNECT } from '../constants/time.js';
import type { AppInfo } from '../types/app.js';

/** Where DID Wallet opens deep links by default. */
export const DEFAULT_DEEP_LINK_BASE = 'https://abtwallet.io/i/';

export interface DeepLinkOptions {
  base?: string;
  /** Lets the wallet name the app before it fetches the request; left out when it would make the link too long to open. */
  appInfo?: Pick<AppInfo, 'appName' | 'appDescription' | 'appLogo' | 'appUrl'>;
}

/** The link a page shows as QR code or button: the wallet opens it and requests `authUrl`. */
export function deepLink(authUrl: string, { base = DEFAULT_DEEP_LINK_BASE, appInfo }: DeepLinkOptions = {}): string {
  const link = `${base}?action=requestAuth&url=${encodeURIComponent(authUrl)}`;
  if (!appInfo) return link;
  const { appName, appDescription, appLogo, appUrl } = appInfo;
  const full = `${link}&appInfo=${encodeURIComponent(JSON.stringify({ name: appName, description: appDescription, icon: appLogo, link: appUrl }))}`;
  return full.length > CONNECT.deepLinkMaxLength ? link : full;
}
