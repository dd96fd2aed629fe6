import type { Store } from '../../store/types.js';

/** The settings row naming the app's owner: whoever inserts it first owns the app, and no one after. */
export const OWNER_SETTING = 'owner_did';

/** Whether `did` holds the app's one ownership claim, taking it when nobody has; two racing first sign-ins cannot both win. */
export async function claimOwnership(store: Store, did: string): Promise<boolean> {
  const holder = (await store.settings.get(OWNER_SETTING)) ?? (await store.settings.setIfAbsent(OWNER_SETTING, did));
  return holder === did;
}
