import { FoyerError } from '@foyer/core';

/**
 * Every passkey ceremony asks the authenticator to verify the person (PIN, fingerprint or face): a passkey is the only
 * factor of its sign-in, and a fresh sign-in is what unlocks removing the account (SPEC §6 multi-factor actions), so
 * possession of the device alone must not be enough.
 */
export const PASSKEY_USER_VERIFICATION = 'required';

/** Refuses a verified response whose authenticator did not verify the person; checked here so the person hears why. */
export function requireUserVerified(userVerified: boolean): void {
  if (!userVerified) throw new FoyerError('passkeyUserNotVerified');
}
