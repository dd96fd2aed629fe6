import { AUTH_SERVICE_PREFIX, CONNECT_QUERY } from '@foyer/core';
import { describe, expect, it, vi } from 'vitest';
import { tick, useConnectSessionHarness } from './test-support/connect-session-harness.js';
import { APP_INFO } from './test-support/fake-connect-server.js';

const setup = useConnectSessionHarness();

describe('createConnectSession: from a new QR code to success', () => {
  it('goes created → scanned → succeed, fires success once with the unsealed result, and closes after 2 s', async () => {
    const { server, session, onSuccess, onClose, unseal } = setup();
    await session.start();
    expect(session.getState()).toMatchObject({
      token: 't1',
      status: 'created',
      checkCount: 0,
      appInfo: APP_INFO,
      memberAppInfo: APP_INFO,
      connectedDid: 'z1alice',
      saveConnect: true,
      action: 'login',
      provider: 'wallet',
      extraParams: { foo: 'bar' },
      results: [],
      loading: false,
    });
    expect(session.getState().url).toContain(`${CONNECT_QUERY.token}=t1`);
    const tokenCall = server.callsTo('token')[0];
    expect(tokenCall?.query).toMatchObject({ [CONNECT_QUERY.encryptionKey]: 'pk1', locale: 'en', provider: 'wallet' });

    await tick(2000);
    expect(server.callsTo('status')).toHaveLength(1);
    expect(server.callsTo('status')[0]?.query[CONNECT_QUERY.token]).toBe('t1');
    expect(session.getState()).toMatchObject({ status: 'created', checkCount: 1 });

    server.scan('t1');
    await tick(2000);
    expect(session.getState()).toMatchObject({ status: 'scanned', checkCount: 2 });

    server.succeed('t1');
    await tick(2000);
    const results = [{ opened: 'sealed:t1', token: 't1', secret: 'sk1' }];
    expect(unseal).toHaveBeenCalledWith('sealed:t1', 't1', { publicKey: 'pk1', secret: 'sk1' });
    expect(session.getState()).toMatchObject({ status: 'succeed', results, closeAt: Date.now() + 2000 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith(results, expect.objectContaining({ status: 'succeed' }));

    await tick(1999);
    expect(onClose).not.toHaveBeenCalled();
    await tick(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    const statusCalls = server.callsTo('status').length;
    await tick(20_000);
    expect(server.callsTo('status')).toHaveLength(statusCalls);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('collects the raw answer when no unseal is given', async () => {
    const { server, session, onSuccess } = setup({ unseal: undefined });
    await session.start();
    server.succeed('t1');
    await tick(2000);
    expect(onSuccess).toHaveBeenCalledWith([expect.objectContaining({ status: 'succeed', result: 'sealed:t1', did: 'z1alice' })], expect.anything());
  });

  it('keeps a scanned session scanned when the server reports created', async () => {
    const { server, session } = setup();
    await session.start();
    server.scan('t1');
    await tick(2000);
    server.setStatus('t1', { status: 'created' });
    await tick(2000);
    expect(session.getState()).toMatchObject({ status: 'scanned', checkCount: 2 });
  });

  it('chains nextWorkflow steps, collecting each result, and succeeds once at the end', async () => {
    const { server, session, onSuccess } = setup();
    await session.start();
    server.scan('t1');
    await tick(2000);
    const next = server.issue('pk1');
    const nextWorkflow = `https://app.example${AUTH_SERVICE_PREFIX}/login/auth?${CONNECT_QUERY.token}=${next}&token=${next}`;
    server.succeed('t1', { nextWorkflow });
    await tick(2000);
    expect(session.getState()).toMatchObject({ status: 'scanned', token: next, checkCount: 0, nextWorkflow });
    expect(session.getState().results).toHaveLength(1);
    expect(onSuccess).not.toHaveBeenCalled();

    server.setStatus(next, { status: 'created' });
    await tick(2000);
    expect(session.getState()).toMatchObject({ status: 'scanned', checkCount: 1 });
    expect(server.callsTo('status').at(-1)?.query[CONNECT_QUERY.token]).toBe(next);

    server.succeed(next);
    await tick(2000);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[0]).toEqual([
      { opened: 'sealed:t1', token: 't1', secret: 'sk1' },
      { opened: `sealed:${next}`, token: next, secret: 'sk1' },
    ]);
    expect(session.getState().status).toBe('succeed');
  });

  it('refuses an invalid nextWorkflow', async () => {
    const { server, session, onSuccess, unseal } = setup();
    await session.start();
    server.succeed('t1', { nextWorkflow: 'not-a-url' });
    await tick(2000);
    expect(session.getState()).toMatchObject({ status: 'error', error: 'Invalid nextWorkflow: not-a-url: not an absolute URL' });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(unseal).not.toHaveBeenCalled();
    await tick(10_000);
    expect(server.callsTo('status')).toHaveLength(1);
  });
});
