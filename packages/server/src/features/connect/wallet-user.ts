import { DEFAULT_ROLE } from '@foyer/core';
import type { Store, UserRecord } from '../../store/types.js';

export interface WalletIdentity {
  did: string;
  pk: string;
  fullName?: string;
  email?: string;
  avatar?: string;
  sourceAppPid?: string;
}

/** The user a wallet DID signs in as: the existing one, else a new guest with the profile the wallet shared. */
export async function signInWalletUser(store: Store, { did, pk, fullName, email, avatar, sourceAppPid }: WalletIdentity): Promise<UserRecord> {
  const now = Date.now();
  const existing = await store.users.findByDid(did);
  if (existing) return (await store.users.update(did, { lastLoginAt: now })) ?? existing;
  try {
    return await store.users.create({
      did,
      pk,
      role: DEFAULT_ROLE,
      sourceProvider: 'wallet',
      fullName: fullName ?? null,
      email: email ?? null,
      avatar: avatar ?? null,
      sourceAppPid: sourceAppPid ?? null,
      lastLoginAt: now,
    });
  } catch (error) {
    // Two first sign-ins of one DID race to create it; the loser signs in to the winner's user.
    const created = await store.users.findByDid(did);
    if (!created) throw error;
    return created;
  }
}
