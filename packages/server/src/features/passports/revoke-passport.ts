import { FoyerError, ROLES, type Passport } from '@foyer/core';
import type { Bus } from '../../bus/types.js';
import type { Caller } from '../../http/require-grant.js';
import type { Store } from '../../store/types.js';
import { actsAsOwner } from './acts-as-owner.js';
import { toPassport } from './to-passport.js';

/** Revokes a passport for good: a session acting under it falls back to its user's own role at once, on every instance. */
export async function revokePassport({ store, bus }: { store: Store; bus: Bus }, caller: Caller, id: string): Promise<Passport> {
  const passport = await store.passports.findById(id);
  if (!passport) throw new FoyerError('notFound');
  if (passport.role === ROLES.owner && !actsAsOwner(caller)) throw new FoyerError('forbidden');
  if (passport.status === 'revoked') return toPassport(passport);
  const revoked = await store.passports.setStatus(id, 'revoked', Date.now());
  if (!revoked) throw new FoyerError('notFound');
  await bus.publish('user.updated', { did: passport.ownerDid });
  return toPassport(revoked);
}
