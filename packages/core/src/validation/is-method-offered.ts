import { CONNECT_ACTIONS } from '../constants/platform.js';
import type { ConnectOptions } from '../types/app.js';

const ALL_ON: ConnectOptions = { allowWallet: true, allowEmail: true, allowPasskey: true, emailKyc: false, oauthProviders: [] };

const isConnectAction = (action: string) => CONNECT_ACTIONS.some((connectAction) => connectAction === action);

/** SPEC §6: the wallet answers every other action, so only the four connect actions depend on the deployment. */
export function isWalletOffered(action: string, options: ConnectOptions = ALL_ON): boolean {
  return !isConnectAction(action) || options.allowWallet;
}

/** SPEC §6: e-mail is for the four connect actions only, when turned on and mail can be sent. */
export function isEmailOffered(action: string, options: ConnectOptions = ALL_ON): boolean {
  return isConnectAction(action) && options.allowEmail;
}
