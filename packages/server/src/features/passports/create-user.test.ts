import { randomUUID } from 'node:crypto';
import { MAX_INVITE_DEPTH } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { newUser } from '../../store/test-support/fixtures.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { useStore } from '../../store/test-support/use-store.js';
import type { Store, UserRecord } from '../../store/types.js';
import type { InvitePolicy } from '../invitations/resolve-invitation.js';
import { OWNER_SETTING } from './claim-ownership.js';
import { createUser, type NewAccount } from './create-user.js';

const INVITES_ON: InvitePolicy = { invitesEnabled: true, invitedRole: 'member' };
const account = (overrides: Partial<NewAccount> = {}): NewAccount => ({ did: `did:abt:${randomUUID()}`, sourceProvider: 'wallet', ...overrides });

/** An uninvited root and the users each invited by the one before: the last sits `depth` invitations deep. */
async function inviteChain(store: Store, depth: number): Promise<UserRecord[]> {
  const chain = [await store.users.create(newUser({ fullName: 'Root' }))];
  for (let level = 1; level <= depth; level += 1) chain.push(await store.users.create(newUser({ inviter: chain[level - 1]?.did ?? null })));
  return chain;
}

describe.each(storeFactories)('createUser on $name', (factory) => {
  const store = useStore(factory);

  it('makes the first user of a fresh app its owner, with an owner passport, and the next one a guest', async () => {
    const first = await createUser(store(), account({ fullName: 'Ada' }), { invites: INVITES_ON });
    const second = await createUser(store(), account(), { invites: INVITES_ON });

    expect(first.role).toBe('owner');
    expect(await store().settings.get(OWNER_SETTING)).toBe(first.did);
    expect(await store().passports.listByOwner(first.did)).toEqual([
      expect.objectContaining({ role: 'owner', name: 'owner', status: 'valid', source: 'issue', issuerDid: first.did, issuerName: 'Ada', expiresAt: null }),
    ]);
    expect(second.role).toBe('guest');
    expect(await store().passports.listByOwner(second.did)).toEqual([]);
  });

  it('makes exactly one owner of many first sign-ins racing on a fresh app', async () => {
    const created = await Promise.all(Array.from({ length: 8 }, () => createUser(store(), account(), { invites: INVITES_ON })));

    const owners = created.filter((user) => user.role === 'owner');
    expect(owners).toHaveLength(1);
    expect(created.filter((user) => user.role === 'guest')).toHaveLength(7);
    expect(await store().settings.get(OWNER_SETTING)).toBe(owners[0]?.did);
    const passports = await Promise.all(created.map((user) => store().passports.listByOwner(user.did)));
    expect(passports.flat().map((passport) => [passport.ownerDid, passport.role])).toEqual([[owners[0]?.did, 'owner']]);
  });

  it('leaves the app unclaimed when creating the first user fails', async () => {
    const taken = await store().users.create(newUser());

    await expect(createUser(store(), account({ did: taken.did }), { invites: INVITES_ON })).rejects.toThrow();

    expect(await store().settings.get(OWNER_SETTING)).toBeNull();
    expect((await createUser(store(), account(), { invites: INVITES_ON })).role).toBe('owner');
  });

  it("gives an invited newcomer the app's invited role, the inviter, and a passport from the inviter", async () => {
    await createUser(store(), account(), { invites: INVITES_ON });
    const inviter = await store().users.create(newUser({ fullName: 'Bea', avatar: 'https://img.example/bea.png' }));

    const invited = await createUser(store(), account(), { inviter: inviter.did, invites: { invitesEnabled: true, invitedRole: 'admin' } });

    expect(invited).toMatchObject({ role: 'admin', inviter: inviter.did });
    expect(await store().passports.listByOwner(invited.did)).toEqual([
      expect.objectContaining({ role: 'admin', status: 'valid', source: 'invite', issuerDid: inviter.did, issuerName: 'Bea', issuerAvatarUrl: 'https://img.example/bea.png' }),
    ]);
  });

  it('ignores the inviter while invites are off, and an inviter who is nobody', async () => {
    await createUser(store(), account(), { invites: INVITES_ON });
    const inviter = await store().users.create(newUser());

    const whileOff = await createUser(store(), account(), { inviter: inviter.did, invites: { ...INVITES_ON, invitesEnabled: false } });
    const byNobody = await createUser(store(), account(), { inviter: 'did:abt:zNobody', invites: INVITES_ON });

    for (const user of [whileOff, byNobody]) {
      expect(user).toMatchObject({ role: 'guest', inviter: null });
      expect(await store().passports.listByOwner(user.did)).toEqual([]);
    }
  });

  it(`lets an inviter ${MAX_INVITE_DEPTH - 1} invitations deep bring a friend, and refuses one ${MAX_INVITE_DEPTH} deep`, async () => {
    await createUser(store(), account(), { invites: INVITES_ON });
    const chain = await inviteChain(store(), MAX_INVITE_DEPTH);
    const deepest = chain[MAX_INVITE_DEPTH];
    const nextDeepest = chain[MAX_INVITE_DEPTH - 1];
    const refused = account();

    await expect(createUser(store(), refused, { inviter: deepest?.did, invites: INVITES_ON })).rejects.toMatchObject({
      code: 'inviteDepthExceeded',
      message: 'Invite depth exceeds the limit of 8',
    });
    expect(await store().users.findByDid(refused.did)).toBeNull();
    expect(await createUser(store(), account(), { inviter: nextDeepest?.did, invites: INVITES_ON })).toMatchObject({ role: 'member', inviter: nextDeepest?.did });
  });
});
