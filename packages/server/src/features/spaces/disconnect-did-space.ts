import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';

/** Forgets the user's storage space; the space itself and what it holds stay the provider's. */
export async function disconnectDidSpace(store: Store, bus: Bus, userDid: string): Promise<void> {
  await store.users.update(userDid, { didSpace: null });
  await bus.publish('user.updated', { did: userDid });
}
