import { FoyerError } from '@foyer/core';
import type { Store } from '../../store/types.js';

/** emailTakenByAnother when `email` is already another user's e-mail: one address signs in to one account, never two. */
export async function refuseTakenAddress(store: Store, email: string, userDid: string): Promise<void> {
  const owner = await store.users.findByEmail(email);
  if (owner && owner.did !== userDid) throw new FoyerError('emailTakenByAnother');
}
