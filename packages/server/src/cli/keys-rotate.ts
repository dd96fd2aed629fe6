import type { FoyerConfig } from '../config/config-schema.js';
import { ID_TOKEN_TTL_MS } from '../features/oidc/id-token-ttl.js';
import { loadAppKey } from '../keys/app-key.js';
import { rotateSigningKeys } from '../keys/rotate-signing-keys.js';
import { withStore } from './open-configured-store.js';

/** Long enough for everything the old keys signed to expire: session tokens, and ID tokens, which outlive them by default. */
export const signingKeyGraceMs = (config: FoyerConfig) => Math.max(config.sessionTokenTtlMs, ID_TOKEN_TTL_MS);

/**
 * `foyer keys rotate`: new keys sign session tokens and ID tokens from now on; the old ones stay in the JWKS and keep
 * verifying until what they signed has expired. The app key, and with it the app's DID, does not change.
 */
export async function keysRotate(config: FoyerConfig, now = Date.now()): Promise<string> {
  return withStore(config, async (store) => {
    const { did } = await loadAppKey(store.settings);
    const { previous, current, retiresAt } = await rotateSigningKeys(store.settings, signingKeyGraceMs(config), now);
    return [
      `New signing keys are current: ${current.session} (session tokens, EdDSA) and ${current.idToken} (ID tokens, RS256). The app DID ${did} is unchanged.`,
      `The old keys ${previous.session} and ${previous.idToken} keep verifying and stay in the JWKS until ${new Date(retiresAt).toISOString()}.`,
      'Restart every running Foyer instance (one at a time) so they sign with the new keys.',
    ].join('\n');
  });
}
