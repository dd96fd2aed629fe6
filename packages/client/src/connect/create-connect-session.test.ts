import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, formatMessage } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../http/create-http.js';
import type { HttpRequest, RequestOptions } from '../http/types.js';
import { createTokenStore } from '../storage/create-token-store.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { createConnectSession } from './create-connect-session.js';
import { APP_INFO, createFakeConnectServer, type FakeConnectServer } from './test-support/fake-connect-server.js';
import type { ConnectSession, ConnectSessionOptions, ConnectView, ConnectPageKey } from './types.js';

interface TestKey extends ConnectPageKey {
  secret: string;
}

let session: ConnectSession | undefined;

beforeEach(() => {
  resetBrowserStorage();
  vi.useFakeTimers();
});

afterEach(() => {
  session?.dispose();
  session = undefined;
  vi.useRealTimers();
});

function setup(overrides: Partial<ConnectSessionOptions<TestKey>> = {}) {
  const server: FakeConnectServer = createFakeConnectServer();
  const request = createHttp({ baseUrl: '', tokens: createTokenStore('localStorage'), fetch: server.fetch });
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  const onNotice = vi.fn();
  const unseal = vi.fn((sealed: string, token: string, key: TestKey) => ({ opened: sealed, token, secret: key.secret }));
  let keys = 0;
  const seen: ConnectView[] = [];
  const created = createConnectSession<TestKey>({
    request,
    action: 'login',
    provider: 'wallet',
    locale: 'en',
    extraParams: { foo: 'bar' },
    createPageKey: () => {
      keys += 1;
      return { publicKey: `pk${keys}`, secret: `sk${keys}` };
    },
    unseal,
    onSuccess,
    onClose,
    onNotice,
    ...overrides,
  });
  created.subscribe((state) => seen.push(state));
  session = created;
  return { server, session: created, onSuccess, onClose, onNotice, unseal, seen };
}

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function gaps(times: number[]): number[] {
  return times.slice(1).map((time, index) => time - (times[index] ?? 0));
}

describe('createConnectSession', () => {
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

  it('regenerates the session when the wallet declines while scanned, and says so once', async () => {
    const { server, session, onNotice } = setup();
    await session.start();
    server.scan('t1');
    await tick(2000);
    const declined = formatMessage('authDeclined');
    server.setStatus('t1', { status: 'error', error: declined });
    await tick(2000);
    expect(session.getState()).toMatchObject({ token: 't2', status: 'created', error: '' });
    expect(onNotice).toHaveBeenCalledTimes(1);
    expect(onNotice).toHaveBeenCalledWith(declined);
    await tick(4000);
    expect(onNotice).toHaveBeenCalledTimes(1);

    server.scan('t2');
    await tick(2000);
    server.setStatus('t2', { status: 'error', error: 'canceled' });
    await tick(2000);
    expect(session.getState()).toMatchObject({ token: 't3', status: 'created' });
    expect(onNotice).toHaveBeenCalledTimes(2);
  });

  it('shows other errors, and a decline before any scan, as errors', async () => {
    const { server, session, onNotice } = setup();
    await session.start();
    server.setStatus('t1', { status: 'error', error: 'Something broke' });
    await tick(2000);
    expect(session.getState()).toMatchObject({ token: 't1', status: 'error', error: 'Something broke' });
    await tick(10_000);
    expect(server.callsTo('status')).toHaveLength(1);

    await session.retry();
    server.setStatus('t2', { status: 'error', error: formatMessage('authDeclined') });
    await tick(2000);
    expect(session.getState()).toMatchObject({ token: 't2', status: 'error', error: formatMessage('authDeclined') });
    expect(onNotice).not.toHaveBeenCalled();

    await session.retry();
    server.setStatus('t3', { status: 'error' });
    await tick(2000);
    expect(session.getState()).toMatchObject({ status: 'error', error: formatMessage('unknown') });
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

  it('shows busy, forbidden and unknown statuses with their messages', async () => {
    const busy = setup();
    await busy.session.start();
    busy.server.setStatus('t1', { status: 'busy' });
    await tick(2000);
    expect(busy.session.getState()).toMatchObject({ status: 'busy', error: 'Busy processing another DID Connect request' });
    busy.session.dispose();

    const forbidden = setup();
    await forbidden.session.start();
    forbidden.server.setStatus('t1', { status: 'forbidden' });
    await tick(2000);
    expect(forbidden.session.getState()).toMatchObject({
      status: 'error',
      error: 'Login user and wallet user mismatch, please logout, then login to retry',
    });
    forbidden.session.dispose();

    const told = setup();
    await told.session.start();
    told.server.setStatus('t1', { status: 'forbidden', error: 'Not your session' });
    await tick(2000);
    expect(told.session.getState()).toMatchObject({ status: 'error', error: 'Not your session' });
    told.session.dispose();

    const odd = setup();
    await odd.session.start();
    odd.server.setStatus('t1', { status: 'weird' as 'created' });
    await tick(2000);
    expect(odd.session.getState()).toMatchObject({ status: 'error', error: 'Invalid session status [weird]' });
  });

  it('Retry makes a new session with a new page key', async () => {
    const { server, session } = setup();
    await session.start();
    server.setStatus('t1', { status: 'busy' });
    await tick(2000);
    await session.retry();
    expect(session.getState()).toMatchObject({ token: 't2', status: 'created', error: '', checkCount: 0, results: [] });
    expect(server.callsTo('token')[1]?.query[CONNECT_QUERY.encryptionKey]).toBe('pk2');
    server.scan('t2');
    await tick(2000);
    expect(session.getState().status).toBe('scanned');
  });

  it('prefixes token failures with "Request new QR Code failed", and Retry recovers', async () => {
    const { server, session } = setup();
    server.failTokens('unknown');
    await session.start();
    expect(session.getState()).toMatchObject({
      status: 'error',
      loading: false,
      error: 'Request new QR Code failed: We encountered some errors when processing the request',
    });
    expect(vi.getTimerCount()).toBe(0);
    server.failTokens(undefined);
    await session.retry();
    expect(session.getState()).toMatchObject({ status: 'created', token: 't1', error: '' });
    expect(server.callsTo('token')).toHaveLength(2);
  });

  it('shows "Status check failed!" when a status request fails', async () => {
    const { server, session } = setup({ request: () => Promise.reject(new Error('offline')) });
    await session.start();
    expect(session.getState().error).toBe('Request new QR Code failed: offline');
    expect(server.calls).toHaveLength(0);

    let calls = 0;
    const other = createFakeConnectServer();
    const http = createHttp({ baseUrl: '', tokens: createTokenStore('localStorage'), fetch: other.fetch });
    const request: HttpRequest = <T>(path: string, options?: RequestOptions) => {
      calls += 1;
      return calls > 1 ? Promise.reject(new Error('offline')) : http<T>(path, options);
    };
    const flaky = setup({ request });
    await flaky.session.start();
    await tick(2000);
    expect(flaky.session.getState()).toMatchObject({ status: 'error', error: 'Status check failed! offline' });
  });

  it('applies newer relay events and ignores older ones or other tokens', async () => {
    const { server, session } = setup();
    await session.start();
    const base = Date.now() + 1000;
    session.applyEvent({ status: 'scanned', mfaCode: 42, updatedAt: base });
    await tick(0);
    expect(session.getState()).toMatchObject({ status: 'scanned', mfaCode: 42, checkCount: 0 });
    session.applyEvent({ status: 'busy', updatedAt: base - 1 });
    session.applyEvent({ status: 'busy', updatedAt: base + 5, token: 'someone-else' });
    await tick(0);
    expect(session.getState().status).toBe('scanned');
    session.applyEvent({ status: 'busy', updatedAt: base + 10 });
    await tick(0);
    expect(session.getState()).toMatchObject({ status: 'busy', error: 'Busy processing another DID Connect request' });
    expect(server.callsTo('status')).toHaveLength(0);
  });

  it('fetches the result at once when the relay reports success', async () => {
    const { server, session, onSuccess } = setup();
    await session.start();
    await tick(1000);
    server.succeed('t1');
    session.applyEvent({ status: 'succeed', updatedAt: server.session('t1').updatedAt });
    await tick(0);
    expect(server.callsTo('status')).toHaveLength(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('ignores a poll answer older than the last applied event', async () => {
    const { server, session } = setup();
    await session.start();
    session.applyEvent({ status: 'scanned', updatedAt: Date.now() + 60_000 });
    server.setStatus('t1', { status: 'busy' });
    await tick(2000);
    expect(session.getState().status).toBe('scanned');
  });

  it('dispose stops timers, listeners and requests', async () => {
    const { server, session, onSuccess, onClose } = setup();
    await session.start();
    server.scan('t1');
    await tick(2000);
    session.dispose();
    expect(vi.getTimerCount()).toBe(0);
    document.dispatchEvent(new Event('visibilitychange'));
    session.applyEvent({ status: 'busy', updatedAt: Date.now() + 1000 });
    await tick(20_000);
    expect(server.callsTo('status')).toHaveLength(1);
    await session.start();
    expect(server.callsTo('token')).toHaveLength(1);

    const closing = setup();
    await closing.session.start();
    closing.server.succeed('t1');
    await tick(2000);
    expect(closing.onSuccess).toHaveBeenCalledTimes(1);
    closing.session.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await tick(5000);
    expect(closing.onClose).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('dispose during a pending status request or token request leaves no timers', async () => {
    const { server, session } = setup();
    await session.start();
    const release = server.holdStatus();
    await tick(2000);
    session.dispose();
    release();
    await tick(0);
    expect(vi.getTimerCount()).toBe(0);

    const pending = setup();
    const starting = pending.session.start();
    pending.session.dispose();
    await starting;
    await tick(0);
    expect(pending.session.getState().token).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancel stops polling, tells the server, and resets the state', async () => {
    const { server, session } = setup();
    await session.start();
    session.cancel();
    await tick(0);
    expect(server.callsTo('timeout').map((call) => call.query[CONNECT_QUERY.token])).toEqual(['t1']);
    expect(session.getState()).toMatchObject({ token: '', status: 'created', loading: false });
    expect(vi.getTimerCount()).toBe(0);
    await session.start();
    expect(session.getState().token).toBe('t2');
  });
});
