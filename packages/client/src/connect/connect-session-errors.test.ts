import { CONNECT_QUERY, formatMessage } from '@foyer/core';
import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest, RequestOptions } from '../http/types.js';
import { createHttp } from '../http/create-http.js';
import { createTokenStore } from '../storage/create-token-store.js';
import { tick, useConnectSessionHarness } from './test-support/connect-session-harness.js';
import { createFakeConnectServer } from './test-support/fake-connect-server.js';

const setup = useConnectSessionHarness();

describe('createConnectSession: errors, declines and Retry', () => {
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
});
