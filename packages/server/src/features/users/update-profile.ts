import { FoyerError, resolveLocale } from '@foyer/core';
import type { z } from 'zod';
import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';
import { checkInviter } from './check-inviter.js';
import type { profileUpdate } from './profile-schema.js';

/** Applies a validated profile update to the user and tells every instance the user changed. */
export async function updateProfile(store: Store, bus: Bus, did: string, { locale, inviter, metadata, address }: z.infer<typeof profileUpdate>): Promise<void> {
  const user = await store.users.findByDid(did);
  if (!user) throw new FoyerError('invalidToken');
  if (inviter !== undefined) await checkInviter(store, user, inviter);
  await store.users.update(did, { inviter, metadata, address, locale: locale === undefined ? undefined : resolveLocale(locale) });
  await bus.publish('user.updated', { did });
}
