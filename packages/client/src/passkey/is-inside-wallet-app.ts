/** The DID Wallet's in-app browser names itself in the user agent. */
const WALLET_APP = /\bABTWallet\b/i;

/** True inside the DID Wallet app, where the wallet itself signs in and passkeys are not offered (SPEC §6). */
export function isInsideWalletApp(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return WALLET_APP.test(userAgent);
}
