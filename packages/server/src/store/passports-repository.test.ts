import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newUser } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { PassportsRepository } from './types.js';

type NewPassport = Parameters<PassportsRepository['create']>[0];

function newPassport(ownerDid: string, overrides: Partial<NewPassport> = {}): NewPassport {
  return {
    id: randomUUID(),
    ownerDid,
    name: 'member',
    title: 'Member',
    role: 'member',
    display: null,
    issuerDid: 'did:abt:issuer',
    issuerName: null,
    issuerAvatarUrl: null,
    preferredColor: null,
    source: 'issue',
    expiresAt: null,
    ...overrides,
  };
}

describe.each(storeFactories)('passports repository on $name', (factory) => {
  const store = useStore(factory);

  it('creates a valid passport by default and round-trips JSON display', async () => {
    const user = await store().users.create(newUser());
    const passport = newPassport(user.did, { display: { type: 'url', content: 'https://x.example/p.png' }, expiresAt: Date.now() + 60_000 });

    const created = await store().passports.create(passport);

    expect(created).toEqual({ ...passport, status: 'valid', revokedAt: null, createdAt: expect.any(Number), updatedAt: created.createdAt });
    expect(await store().passports.findById(passport.id)).toEqual(created);
    expect(await store().passports.findById('missing')).toBeNull();
  });

  it('lists the passports of one owner', async () => {
    const user = await store().users.create(newUser());
    const other = await store().users.create(newUser());
    const a = await store().passports.create(newPassport(user.did));
    const b = await store().passports.create(newPassport(user.did, { status: 'expired', source: 'invite' }));
    await store().passports.create(newPassport(other.did));

    const listed = await store().passports.listByOwner(user.did);

    expect(listed.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed.find((p) => p.id === b.id)).toMatchObject({ status: 'expired', source: 'invite' });
  });

  it('records revocation time when revoked and clears it otherwise', async () => {
    const user = await store().users.create(newUser());
    const created = await store().passports.create(newPassport(user.did));

    const revoked = await store().passports.setStatus(created.id, 'revoked', 5_000_000_000_000);
    const restored = await store().passports.setStatus(created.id, 'valid', 5_000_000_000_001);

    expect(revoked).toMatchObject({ status: 'revoked', revokedAt: 5_000_000_000_000, updatedAt: 5_000_000_000_000 });
    expect(restored).toMatchObject({ status: 'valid', revokedAt: null, updatedAt: 5_000_000_000_001 });
    expect(await store().passports.setStatus('missing', 'revoked', 1)).toBeNull();
  });

  it('reads a valid passport past its expiresAt as expired, and one revoked as revoked', async () => {
    const user = await store().users.create(newUser());
    const past = Date.now() - 1000;
    const due = await store().passports.create(newPassport(user.did, { expiresAt: past }));
    const revoked = await store().passports.create(newPassport(user.did, { expiresAt: past }));
    await store().passports.setStatus(revoked.id, 'revoked', past);
    const lasting = await store().passports.create(newPassport(user.did, { expiresAt: Date.now() + 60_000 }));
    const forever = await store().passports.create(newPassport(user.did));

    expect(due.status).toBe('expired');
    expect((await store().passports.findById(due.id))?.status).toBe('expired');
    const statuses = Object.fromEntries((await store().passports.listByOwner(user.did)).map((p) => [p.id, p.status]));
    expect(statuses).toEqual({ [due.id]: 'expired', [revoked.id]: 'revoked', [lasting.id]: 'valid', [forever.id]: 'valid' });
  });
});
