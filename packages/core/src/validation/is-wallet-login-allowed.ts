import { isFlagOn } from './is-flag-on.js';

/** The deployment's environment, passed in because core reads none itself. */
export type LoginEnv = Readonly<Record<string, string | undefined>>;

/** Automatic login through the wallet app: only when signing in, and unless the deployment turned it off. */
export function isWalletLoginAllowed(action: string, env: LoginEnv): boolean {
  return action === 'login' && isFlagOn(env.DID_CONNECT_ALLOW_WALLET);
}
