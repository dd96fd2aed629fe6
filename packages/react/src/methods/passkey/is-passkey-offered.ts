import { isInsideWalletApp } from '@foyer/client';
import { resolvePasskeyBehavior, type PasskeyBehavior } from '@foyer/core';
import type { MethodContext } from '../connect-method.js';

/** The two passkey buttons of SPEC §2.10: sign in with a saved passkey, or create one for a new account. */
export type PasskeyButton = 'existing' | 'new';

const BUTTONS: Record<PasskeyBehavior, readonly PasskeyButton[]> = {
  none: [],
  both: ['existing', 'new'],
  'only-existing': ['existing'],
  'only-new': ['new'],
};

/** SPEC §5–§6: by behaviour (forced to 'both' on login), never inside the wallet app or when the deployment turned passkeys off. */
export function isPasskeyOffered(button: PasskeyButton, { action, appInfo, passkeyBehavior = 'both' }: MethodContext, userAgent?: string): boolean {
  if (appInfo?.connectOptions?.allowPasskey === false || isInsideWalletApp(userAgent)) return false;
  return BUTTONS[resolvePasskeyBehavior(action, passkeyBehavior)].includes(button);
}
