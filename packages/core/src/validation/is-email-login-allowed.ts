import { CONNECT_ACTIONS } from '../constants/platform.js';
import { isFlagOn } from './is-flag-on.js';
import type { LoginEnv } from './is-wallet-login-allowed.js';

/** The e-mail option: for the four connect actions, unless turned off, and only when the app can send mail. */
export function isEmailLoginAllowed(action: string, env: LoginEnv, emailNotificationEnabled: boolean): boolean {
  const isConnectAction = CONNECT_ACTIONS.some((connectAction) => connectAction === action);
  return isConnectAction && isFlagOn(env.DID_CONNECT_ALLOW_EMAIL) && emailNotificationEnabled;
}
