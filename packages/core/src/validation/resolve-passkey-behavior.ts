import type { PasskeyBehavior } from '../constants/statuses.js';

/** Signing in must offer both passkey buttons, whatever the app configured. */
export function resolvePasskeyBehavior(action: string, configured: PasskeyBehavior): PasskeyBehavior {
  return action === 'login' ? 'both' : configured;
}
