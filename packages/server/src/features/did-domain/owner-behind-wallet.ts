import { ROLES } from '@foyer/core';
import type { Store, UserRecord } from '../../store/types.js';
import { walletOwner } from '../connect/wallet-user.js';

/** The app's owner when the wallet DID is theirs (their own DID or their bound wallet) and they are owner by role or by a valid owner passport; null for anyone else. */
export async function ownerBehindWallet(store: Store, did: string, now = Date.now()): Promise<UserRecord | null> {
  const user = await walletOwner(store, did);
  if (!user) return null;
  if (user.role === ROLES.owner) return user;
  const passports = await store.passports.listByOwner(user.did);
  const ownerPassport = passports.some((passport) => passport.role === ROLES.owner && passport.status === 'valid' && (passport.expiresAt === null || passport.expiresAt > now));
  return ownerPassport ? user : null;
}
