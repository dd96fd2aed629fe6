import { FoyerError, ROLES, type Passport, type PassportRole } from '@foyer/core';
import type { Bus } from '../../bus/types.js';
import type { Caller } from '../../http/require-grant.js';
import type { Store } from '../../store/types.js';
import { actsAsOwner } from './acts-as-owner.js';
import { newPassport } from './new-passport.js';
import { toPassport } from './to-passport.js';

export interface IssuePassportInput {
  ownerDid: string;
  role: PassportRole;
  title?: string | undefined;
  expiresAt?: number | undefined;
}

/** Hands a user a passport the caller issues; the user switches to it to act in its role. */
export async function issuePassport({ store, bus }: { store: Store; bus: Bus }, caller: Caller, input: IssuePassportInput): Promise<Passport> {
  if (input.role === ROLES.owner && !actsAsOwner(caller)) throw new FoyerError('forbidden');
  if (!(await store.users.findByDid(input.ownerDid))) throw new FoyerError('notFound');
  const record = await store.passports.create(newPassport({ ...input, source: 'issue', issuer: caller.user }));
  // The holder's sessions list their passports: every instance drops its cached copy.
  await bus.publish('user.updated', { did: input.ownerDid });
  return toPassport(record);
}
