import { CONNECT_QUERY } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { gaps, tick, useConnectSessionHarness } from './test-support/connect-session-harness.js';

const setup = useConnectSessionHarness();

describe('createConnectSession: polling and timeouts', () => {
  it('keeps status requests at least 500 ms apart under visibility spam, and checks at once when the tab turns visible', async () => {
    const { server, session } = setup();
    await session.start();
    document.dispatchEvent(new Event('visibilitychange'));
    await tick(0);
    expect(server.callsTo('status')).toHaveLength(1);
    for (let i = 0; i < 60; i++) {
      document.dispatchEvent(new Event('visibilitychange'));
      await tick(50);
    }
    const times = server.callsTo('status').map((call) => call.at);
    expect(times.length).toBeGreaterThanOrEqual(6);
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(500);
  });

  it('keeps status requests 500 ms apart when relay events and polls mix', async () => {
    const { server, session } = setup({ checkIntervalMs: 600 });
    await session.start();
    for (let i = 0; i < 40; i++) {
      session.applyEvent({ status: 'succeed' });
      await tick(70);
    }
    // 2800 ms of 600 ms polling alone would be 4 requests; the events pull in more, never closer than 500 ms.
    expect(server.callsTo('status').length).toBeGreaterThan(4);
    for (const gap of gaps(server.callsTo('status').map((call) => call.at))) expect(gap).toBeGreaterThanOrEqual(500);
  });

  it('has one status request in flight at a time', async () => {
    const { server, session } = setup();
    await session.start();
    const release = server.holdStatus();
    await tick(2000);
    for (let i = 0; i < 20; i++) {
      document.dispatchEvent(new Event('visibilitychange'));
      await tick(500);
    }
    expect(server.callsTo('status')).toHaveLength(1);
    release();
    await tick(0);
    await tick(2000);
    expect(server.callsTo('status')).toHaveLength(2);
    expect(server.maxInFlight).toBe(1);
  });

  it('times out after timeout/interval checks: tells the server and starts a new session', async () => {
    const { server, session, seen } = setup({ timeoutMs: 10_000 });
    await session.start();
    await tick(10_000);
    expect(session.getState()).toMatchObject({ token: 't1', checkCount: 5 });
    expect(server.callsTo('timeout')).toHaveLength(0);
    await tick(2000);
    expect(server.callsTo('timeout').map((call) => call.query[CONNECT_QUERY.token])).toEqual(['t1']);
    expect(server.session('t1').timedOut).toBe(true);
    expect(seen.some((state) => state.status === 'timeout' && state.token === 't1')).toBe(true);
    expect(session.getState()).toMatchObject({ token: 't2', status: 'created', checkCount: 0, loading: false });
    expect(server.callsTo('token')[1]?.query[CONNECT_QUERY.encryptionKey]).toBe('pk2');
    await tick(2000);
    expect(server.callsTo('status').at(-1)?.query[CONNECT_QUERY.token]).toBe('t2');
  });

  it('defaults to a 5 minute timeout (150 checks at 2 s)', async () => {
    const { server, session } = setup();
    await session.start();
    await tick(300_000);
    expect(session.getState()).toMatchObject({ token: 't1', checkCount: 150 });
    await tick(2000);
    expect(server.callsTo('timeout')).toHaveLength(1);
    expect(session.getState().token).toBe('t2');
  });

  it('starts a new session when the server itself reports timeout', async () => {
    const { server, session } = setup();
    await session.start();
    server.setStatus('t1', { status: 'timeout' });
    await tick(2000);
    expect(session.getState()).toMatchObject({ token: 't2', status: 'created' });
    expect(server.callsTo('timeout')).toHaveLength(0);
  });
});
