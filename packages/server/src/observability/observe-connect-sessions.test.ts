import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../store/test-support/stores.js';
import { useStore } from '../store/test-support/use-store.js';
import type { ConnectSessionRecord } from '../store/types.js';
import { createFoyerMetrics } from './foyer-metrics.js';
import { observeConnectSessions } from './observe-connect-sessions.js';

const opening = (action: string, expiresAt = Date.now() + 60_000): Omit<ConnectSessionRecord, 'createdAt' | 'updatedAt' | 'userDid' | 'userSessionId'> => ({
  token: randomUUID(),
  action,
  status: 'created',
  error: null,
  mfaCode: null,
  challenge: 'challenge',
  did: null,
  encryptionKey: null,
  nextWorkflow: null,
  extraParams: null,
  result: null,
  expiresAt,
});

describe.each(storeFactories)('observed connect sessions on $name', (factory) => {
  const store = useStore(factory);

  const observe = () => {
    const metrics = createFoyerMetrics(() => observed.countActive());
    const observed = observeConnectSessions(store().connectSessions, metrics);
    const walletFailures = async () => (await metrics.signIns.get()).values.find((value) => value.labels.method === 'wallet' && value.labels.outcome === 'failure')?.value ?? 0;
    const active = async () => (await metrics.connectSessionsActive.get()).values[0]?.value;
    return { observed, walletFailures, active };
  };

  it('counts open sessions until they finish or expire, and writes through to the store', async () => {
    const { observed, active } = observe();
    const waiting = await observed.repository.create(opening('login'));
    const scanned = await observed.repository.create(opening('login'));
    await observed.repository.create(opening('login', Date.now() - 1));
    expect(await active()).toBe(2);
    expect(await observed.repository.update(scanned.token, { status: 'scanned' }, 'created')).toMatchObject({ status: 'scanned' });
    expect(await active()).toBe(2);
    await observed.repository.update(scanned.token, { status: 'succeed' }, 'scanned');
    expect(await active()).toBe(1);
    expect((await store().connectSessions.findByToken(scanned.token))?.status).toBe('succeed');
    // A compare-and-set that loses changes nothing, so the session still counts.
    expect(await observed.repository.update(waiting.token, { status: 'timeout' }, 'scanned')).toBeNull();
    expect(await active()).toBe(1);
  });

  it('counts a wallet refused on a sign-in as a failed wallet sign-in, but not a timeout or another action', async () => {
    const { observed, walletFailures } = observe();
    const refused = await observed.repository.create(opening('login'));
    const forbidden = await observed.repository.create(opening('login'));
    const timedOut = await observed.repository.create(opening('login'));
    const other = await observed.repository.create(opening('connect-to-did-space'));
    await observed.repository.update(refused.token, { status: 'error', error: 'Signature is invalid' }, 'created');
    expect(await walletFailures()).toBe(1);
    await observed.repository.update(forbidden.token, { status: 'forbidden' }, 'created');
    await observed.repository.update(timedOut.token, { status: 'timeout' }, 'created');
    await observed.repository.update(other.token, { status: 'error' }, 'created');
    expect(await walletFailures()).toBe(2);
  });
});
