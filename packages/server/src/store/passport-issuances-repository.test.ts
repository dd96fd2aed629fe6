import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPassport } from '../features/passports/new-passport.js';
import { newUser } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('passport issuances and revocations on $name', (factory) => {
  const store = useStore(factory);

  const newIssuance = (linkExpiresAt: number) =>
    store().passportIssuances.create({
      id: randomUUID(),
      tokenHash: randomUUID(),
      issuerDid: 'did:abt:zIssuer',
      issuerName: 'Olga',
      issuerAvatarUrl: null,
      role: 'admin',
      title: 'Ops',
      expiresAt: 9_000_000,
      linkExpiresAt,
    });

  it('spends a live link once, for one DID, even when many try at once; finds it by its token hash', async () => {
    const issuance = await newIssuance(5000);
    expect(await store().passportIssuances.findByTokenHash(issuance.tokenHash)).toEqual(issuance);

    const spends = await Promise.all(Array.from({ length: 8 }, (_, index) => store().passportIssuances.consume(issuance.id, `did:abt:z${index}`, 2000)));

    const won = spends.filter((spent) => spent !== null);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ id: issuance.id, usedAt: 2000, expiresAt: 9_000_000, linkExpiresAt: 5000 });
    expect((await store().passportIssuances.findById(issuance.id))?.usedBy).toBe(won[0]?.usedBy);
  });

  it('never spends a link past its expiry, or one it does not know', async () => {
    const issuance = await newIssuance(2000);
    expect(await store().passportIssuances.consume(issuance.id, 'did:abt:zA', 2000)).toBeNull();
    expect(await store().passportIssuances.consume('missing', 'did:abt:zA', 1000)).toBeNull();
    expect((await store().passportIssuances.findById(issuance.id))?.usedAt).toBeNull();
  });

  it('revokes a passport once while it is valid, and lists revoked ids latest first', async () => {
    const owner = await store().users.create(newUser());
    const make = (expiresAt: number | null) => store().passports.create(newPassport({ ownerDid: owner.did, role: 'member', source: 'issue', issuer: owner, expiresAt }));
    const [first, second, lapsed] = [await make(null), await make(null), await make(Date.now() - 1)];

    const racing = await Promise.all(Array.from({ length: 4 }, () => store().passports.revokeIfValid(first.id, 1000)));
    expect(racing.filter((revoked) => revoked !== null)).toHaveLength(1);
    expect(await store().passports.revokeIfValid(lapsed.id, Date.now())).toBeNull();
    await store().passports.revokeIfValid(second.id, 3000);

    expect(await store().passports.listRevokedIds(10)).toEqual([second.id, first.id]);
    expect(await store().passports.listRevokedIds(1)).toEqual([second.id]);
  });
});
