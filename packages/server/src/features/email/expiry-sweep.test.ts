import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newUser, newUserSession } from '../../store/test-support/fixtures.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { useStore } from '../../store/test-support/use-store.js';
import { createLogger } from '../../observability/create-logger.js';
import { startExpirySweep } from './expiry-sweep.js';

describe.each(storeFactories)('expiry sweep on $name', (factory) => {
  const store = useStore(factory);

  it('removes codes, login tokens and connect sessions expired longer ago than it keeps them', async () => {
    const now = Date.now();
    const code = (expiresAt: number) => ({ id: randomUUID(), email: 'a@example.com', codeHash: 'h', magicTokenHash: null, sourceAppPid: null, locale: 'en', createdAt: 0, expiresAt });
    const old = await store().emailCodes.create(code(now - 10_000));
    const recent = await store().emailCodes.create(code(now - 10));
    const user = await store().users.create(newUser());
    const session = await store().userSessions.create(newUserSession(user.did));
    await store().loginTokens.create({ tokenHash: 'old', sessionId: session.id, createdAt: 0, expiresAt: now - 10_000 });
    const connect = (token: string, expiresAt: number) => ({ token, action: 'login', status: 'created', error: null, mfaCode: null, challenge: null, did: null, encryptionKey: null, nextWorkflow: null, extraParams: null, result: null, expiresAt });
    await store().connectSessions.create(connect('old-connect', now - 10_000));
    await store().connectSessions.create(connect('recent-connect', now - 10));

    const stop = startExpirySweep(store(), createLogger('silent'), { everyMs: 10, keepMs: 5000 });
    try {
      await expect.poll(() => store().emailCodes.findById(old.id)).toBeNull();
      expect(await store().emailCodes.findById(recent.id)).not.toBeNull();
      expect(await store().loginTokens.consume('old', 0)).toBeNull();
      await expect.poll(() => store().connectSessions.findByToken('old-connect')).toBeNull();
      expect(await store().connectSessions.findByToken('recent-connect')).not.toBeNull();
    } finally {
      await stop();
    }
  });
});
