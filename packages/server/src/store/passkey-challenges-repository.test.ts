import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { PasskeyChallengeRecord } from './types.js';

const challenge = (id: string, expiresAt: number): PasskeyChallengeRecord => ({
  challenge: id,
  kind: 'register',
  userDid: 'did:abt:zNew',
  userPk: 'zPk',
  email: 'ada@example.com',
  emailTokenHash: 'token-hash',
  credentialId: null,
  createdAt: 1000,
  expiresAt,
});

describe.each(storeFactories)('passkey challenges repository on $name', (factory) => {
  const store = useStore(factory);

  it('hands a challenge out once, even when many take it at once', async () => {
    const created = await store().passkeyChallenges.create(challenge('c-1', 5000));
    expect(created).toEqual(challenge('c-1', 5000));

    const results = await Promise.all(Array.from({ length: 8 }, () => store().passkeyChallenges.take('c-1')));

    expect(results.filter(Boolean)).toEqual([created]);
    expect(await store().passkeyChallenges.take('c-1')).toBeNull();
    expect(await store().passkeyChallenges.take('missing')).toBeNull();
  });

  it('keeps the sign-in fields and removes expired challenges', async () => {
    const auth = { ...challenge('c-auth', 9000), kind: 'auth' as const, userDid: null, userPk: null, email: null, emailTokenHash: null, credentialId: 'cred-1' };
    await store().passkeyChallenges.create(auth);
    await store().passkeyChallenges.create(challenge('c-old', 2000));

    expect(await store().passkeyChallenges.removeExpired(2000)).toBe(1);
    expect(await store().passkeyChallenges.take('c-old')).toBeNull();
    expect(await store().passkeyChallenges.take('c-auth')).toEqual(auth);
  });
});
