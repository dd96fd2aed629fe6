/** Where DID Wallet opens deep links by default. */
export const DEFAULT_DEEP_LINK_BASE = 'https://abtwallet.io/i/';

/** The link a page shows as QR code or button: the wallet opens it and requests `authUrl`. */
export function deepLink(authUrl: string, base: string = DEFAULT_DEEP_LINK_BASE): string {
  return `${base}?action=requestAuth&url=${encodeURIComponent(authUrl)}`;
}
