import type { FoyerConfig } from '../config/config-schema.js';
import { rotateAppKey } from '../keys/app-key.js';
import { withStore } from './open-configured-store.js';

/**
 * `foyer keys rotate`: a new app key signs session tokens from now on; the old one stays in the JWKS and keeps verifying
 * until the longest session-token lifetime has passed. An instance reads the keys from the store when it starts, and
 * rereads them when a token names a kid it does not know.
 */
export async function keysRotate(config: FoyerConfig, now = Date.now()): Promise<string> {
  return withStore(config, async (store) => {
    const { previous, current, retiresAt } = await rotateAppKey(store.settings, config.sessionTokenTtlMs, now);
    return [
      `New signing key ${current.kid} is current (app DID ${current.did}).`,
      `The old key ${previous.kid} keeps verifying session tokens and stays in the JWKS until ${new Date(retiresAt).toISOString()}.`,
      'Restart every running Foyer instance (one at a time) so they sign with the new key.',
    ].join('\n');
  });
}
