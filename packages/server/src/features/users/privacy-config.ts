import { DEFAULT_PRIVACY, PRIVACY_FIELDS, type PrivacyConfig } from '@foyer/core';
import { z } from 'zod';
import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';
import { withDefaults } from './with-defaults.js';

/** POST /privacy/config: the switches to change; the others keep their value. */
export const privacyPatch = z.strictObject(Object.fromEntries(PRIVACY_FIELDS.map((field) => [field, z.boolean().optional()])));

export async function loadPrivacyConfig(store: Store, did: string): Promise<PrivacyConfig> {
  return withDefaults(DEFAULT_PRIVACY, await store.userConfigs.get(did, 'privacy'));
}

export async function savePrivacyConfig(store: Store, bus: Bus, did: string, patch: Partial<PrivacyConfig>): Promise<PrivacyConfig> {
  const config = { ...(await loadPrivacyConfig(store, did)), ...patch };
  await store.userConfigs.set(did, 'privacy', config);
  // Public profiles cached on every instance must stop showing what was just made private.
  await bus.publish('user.updated', { did });
  return config;
}
