import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { EmailCodesRepository } from './types.js';

type NewEmailCode = Parameters<EmailCodesRepository['create']>[0];

const THIRTY_MINUTES = 30 * 60 * 1000;

function newEmailCode(overrides: Partial<NewEmailCode> = {}): NewEmailCode {
  const createdAt = Date.now();
  return {
    id: randomUUID(),
    email: 'ada@example.com',
    codeHash: `code-${randomUUID()}`,
    magicTokenHash: null,
    sourceAppPid: null,
    locale: 'en',
    createdAt,
    expiresAt: createdAt + THIRTY_MINUTES,
    ...overrides,
  };
}

describe.each(storeFactories)('email codes repository on $name', (factory) => {
  const store = useStore(factory);

  it('creates a fresh code and finds it by id and magic token hash', async () => {
    const code = newEmailCode({ magicTokenHash: 'magic-1', sourceAppPid: 'app-1' });

    const created = await store().emailCodes.create(code);

    expect(created).toEqual({ ...code, purpose: 'login', userDid: null, attempts: 0, verifiedAt: null, consumedAt: null });
    expect(await store().emailCodes.findById(code.id)).toEqual(created);
    expect(await store().emailCodes.findByMagicTokenHash('magic-1')).toEqual(created);
    expect(await store().emailCodes.findByMagicTokenHash('magic-2')).toBeNull();
  });

  it('rejects a duplicate magic token hash but allows many without one', async () => {
    await store().emailCodes.create(newEmailCode({ magicTokenHash: 'magic-1' }));
    await store().emailCodes.create(newEmailCode());
    await store().emailCodes.create(newEmailCode());

    await expect(store().emailCodes.create(newEmailCode({ magicTokenHash: 'magic-1' }))).rejects.toThrow();
  });

  it('finds the newest code of an address', async () => {
    await store().emailCodes.create(newEmailCode({ createdAt: 1000 }));
    const latest = await store().emailCodes.create(newEmailCode({ createdAt: 3000 }));
    await store().emailCodes.create(newEmailCode({ createdAt: 2000 }));
    await store().emailCodes.create(newEmailCode({ email: 'other@example.com', createdAt: 4000 }));

    expect(await store().emailCodes.findLatestByEmail('ada@example.com')).toEqual(latest);
    expect(await store().emailCodes.findLatestByEmail('none@example.com')).toBeNull();
  });

  it('tells sign-in codes from KYC codes and finds the newest KYC code of a user', async () => {
    await store().emailCodes.create(newEmailCode({ createdAt: 1000, purpose: 'kyc', userDid: 'did:abt:zAda' }));
    const login = await store().emailCodes.create(newEmailCode({ createdAt: 2000 }));
    const kyc = await store().emailCodes.create(newEmailCode({ email: 'new@example.com', createdAt: 3000, purpose: 'kyc', userDid: 'did:abt:zAda' }));

    expect(await store().emailCodes.findLatestByEmail('ada@example.com', 'login')).toEqual(login);
    expect((await store().emailCodes.findLatestByEmail('ada@example.com', 'kyc'))?.createdAt).toBe(1000);
    expect(await store().emailCodes.findLatestByUser('did:abt:zAda')).toEqual(kyc);
    expect(await store().emailCodes.findLatestByUser('did:abt:zNobody')).toBeNull();
  });

  it('increments attempts atomically under concurrency', async () => {
    const code = await store().emailCodes.create(newEmailCode());

    const counts = await Promise.all(Array.from({ length: 20 }, () => store().emailCodes.incrementAttempts(code.id)));

    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await store().emailCodes.findById(code.id))?.attempts).toBe(20);
    await expect(store().emailCodes.incrementAttempts('missing')).rejects.toThrow(/not found/);
  });

  it('spends a code once, consumed and verified at the same moment', async () => {
    const code = await store().emailCodes.create(newEmailCode());

    expect(await store().emailCodes.spend(code.id, 10)).toBe(true);
    expect(await store().emailCodes.spend(code.id, 20)).toBe(false);
    expect(await store().emailCodes.findById(code.id)).toMatchObject({ consumedAt: 10, verifiedAt: 10 });
  });

  it('lets exactly one of many concurrent spend calls win', async () => {
    const code = await store().emailCodes.create(newEmailCode());

    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store().emailCodes.spend(code.id, 100 + i)));

    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await store().emailCodes.findById(code.id))?.consumedAt).toBe(100 + results.indexOf(true));
    expect(await store().emailCodes.spend('missing', 1)).toBe(false);
  });

  it('removes codes expired at or before now', async () => {
    const now = 2_000_000_000_000;
    await store().emailCodes.create(newEmailCode({ expiresAt: now - 1 }));
    await store().emailCodes.create(newEmailCode({ expiresAt: now }));
    const live = await store().emailCodes.create(newEmailCode({ expiresAt: now + 1 }));

    expect(await store().emailCodes.removeExpired(now)).toBe(2);
    expect(await store().emailCodes.findById(live.id)).toEqual(live);
  });
});
