import { CONNECT_QUERY, RELAY_SOCKET_PATH, formatMessage } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { gaps, tick, useConnectSessionHarness } from './test-support/connect-session-harness.js';
import type { FakeConnectServer } from './test-support/fake-connect-server.js';
import { createMemorySockets, type MemorySocket } from './test-support/memory-sockets.js';

const setup = useConnectSessionHarness();

/** A session whose page hears the relay on in-memory sockets. */
function withSockets(overrides: Parameters<typeof setup>[0] = {}) {
  const sockets = createMemorySockets();
  return { ...setup({ socket: { baseUrl: '', WebSocket: sockets.WebSocket }, ...overrides }), sockets };
}

/** The relay's `updated` message for a session as the fake server has it now. */
function updated(server: FakeConnectServer, token: string) {
  const { status, error, updatedAt } = server.session(token);
  return { event: 'updated', token, status, error: error ?? null, mfaCode: null, updatedAt };
}

const socketUrl = (token: string) => `ws://${location.host}${RELAY_SOCKET_PATH}?${CONNECT_QUERY.token}=${token}`;

describe('createConnectSession with the relay socket', () => {
  it('opens a socket for the token, sends no status request while it is open, and fetches the result once the relay reports success', async () => {
    const { server, session, sockets, onSuccess } = withSockets();
    await session.start();
    expect(sockets.made.map((socket) => socket.url)).toEqual([socketUrl('t1')]);
    sockets.last().open();
    await tick(10_000);
    expect(server.callsTo('status')).toHaveLength(0);
    expect(session.getState()).toMatchObject({ status: 'created', checkCount: 5 });

    server.scan('t1');
    sockets.last().push(updated(server, 't1'));
    await tick(0);
    expect(session.getState().status).toBe('scanned');
    expect(server.callsTo('status')).toHaveLength(0);

    server.succeed('t1');
    sockets.last().push(updated(server, 't1'));
    await tick(0);
    expect(server.callsTo('status')).toHaveLength(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(session.getState().status).toBe('succeed');
    expect(sockets.last().closed).toBe(true);
  });

  it('shows the mfa code the relay sends, and ignores messages that are not updates', async () => {
    const { server, session, sockets } = withSockets();
    await session.start();
    sockets.last().open();
    sockets.last().push({ event: 'ping', status: 'busy' });
    sockets.last().push('not json');
    sockets.last().push({ ...updated(server, 't1'), status: 'scanned', mfaCode: 37, updatedAt: Date.now() + 1 });
    await tick(0);
    expect(session.getState()).toMatchObject({ status: 'scanned', mfaCode: 37 });
  });

  it('polls again at once when the socket drops, then every 2000 ms', async () => {
    const { server, session, sockets } = withSockets();
    await session.start();
    sockets.last().open();
    await tick(3000);
    expect(server.callsTo('status')).toHaveLength(0);
    sockets.last().fail();
    await tick(0);
    expect(server.callsTo('status')).toHaveLength(1);
    await tick(4000);
    expect(server.callsTo('status')).toHaveLength(3);
    server.succeed('t1');
    await tick(2000);
    expect(session.getState().status).toBe('succeed');
  });

  it('polls as before while the socket is connecting, and when it never opens', async () => {
    const { server, session, sockets } = withSockets();
    await session.start();
    await tick(4500);
    expect(server.callsTo('status')).toHaveLength(2);
    sockets.last().fail();
    await tick(0);
    expect(server.callsTo('status')).toHaveLength(3);
    await tick(6000);
    const times = server.callsTo('status').map((call) => call.at);
    expect(times).toHaveLength(6);
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(500);
  });

  it("times out after the token's extra.timeoutMs with the socket open: tells the server, and listens for the new token on a new socket", async () => {
    const { server, session, sockets } = withSockets();
    server.setExtra({ timeoutMs: 6000 });
    await session.start();
    sockets.last().open();
    await tick(6000);
    expect(session.getState()).toMatchObject({ token: 't1', checkCount: 3 });
    expect(server.callsTo('timeout')).toHaveLength(0);
    await tick(2000);
    expect(server.session('t1').timedOut).toBe(true);
    expect(session.getState()).toMatchObject({ token: 't2', status: 'created', checkCount: 0 });
    expect(sockets.made.map((socket) => [socket.url, socket.closed])).toEqual([
      [socketUrl('t1'), true],
      [socketUrl('t2'), false],
    ]);
    expect(server.callsTo('status')).toHaveLength(0);
  });

  it('lets options.timeoutMs override the timeout the token answer gives', async () => {
    const { server, session } = setup({ timeoutMs: 10_000 });
    server.setExtra({ timeoutMs: 4000 });
    await session.start();
    await tick(10_000);
    expect(server.callsTo('timeout')).toHaveLength(0);
    await tick(2000);
    expect(server.callsTo('timeout')).toHaveLength(1);
  });

  it('uses the timeout the token answer gives when polling too', async () => {
    const { server, session } = setup();
    server.setExtra({ timeoutMs: 4000 });
    await session.start();
    await tick(4000);
    expect(server.callsTo('timeout')).toHaveLength(0);
    await tick(2000);
    expect(server.callsTo('timeout')).toHaveLength(1);
    expect(session.getState().token).toBe('t2');
  });

  it('regenerates on a decline heard on the socket, and gives each new token its own socket (retry too); dispose closes it', async () => {
    const { server, session, sockets, onNotice } = withSockets();
    await session.start();
    sockets.last().open();
    server.scan('t1');
    sockets.last().push(updated(server, 't1'));
    server.setStatus('t1', { status: 'error', error: formatMessage('authDeclined', {}, 'en') });
    sockets.last().push(updated(server, 't1'));
    await tick(0);
    expect(onNotice).toHaveBeenCalledWith('You have declined the authentication request');
    expect(session.getState()).toMatchObject({ token: 't2', status: 'created' });
    await session.retry();
    expect(session.getState().token).toBe('t3');
    expect(sockets.made.map((socket) => socket.url)).toEqual(['t1', 't2', 't3'].map(socketUrl));
    expect(sockets.made.map((socket) => socket.closed)).toEqual([true, true, false]);
    const [first] = sockets.made as [MemorySocket];
    server.succeed('t1');
    first.push(updated(server, 't1'));
    await tick(0);
    expect(server.callsTo('status')).toHaveLength(0);
    session.dispose();
    expect(sockets.last().closed).toBe(true);
  });

  it('moves a chained step to a socket of its own, and catches up with a status check once it opens', async () => {
    const { server, session, sockets, onSuccess } = withSockets();
    await session.start();
    sockets.last().open();
    const next = server.issue('pk1');
    server.succeed('t1', { nextWorkflow: `https://app.example/next?${CONNECT_QUERY.token}=${next}` });
    sockets.last().push(updated(server, 't1'));
    await tick(0);
    expect(session.getState()).toMatchObject({ token: next, status: 'scanned' });
    expect(sockets.made.map((socket) => [socket.url, socket.closed])).toEqual([
      [socketUrl('t1'), true],
      [socketUrl(next), false],
    ]);
    server.succeed(next);
    await tick(1000);
    expect(server.callsTo('status')).toHaveLength(1);
    sockets.last().open();
    await tick(0);
    expect(server.callsTo('status').at(-1)?.query[CONNECT_QUERY.token]).toBe(next);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('opens no socket when the server disables it, or the API is on another origin, and polls instead', async () => {
    const disabled = withSockets();
    disabled.server.setExtra({ disableSocket: true });
    await disabled.session.start();
    await tick(2000);
    expect(disabled.sockets.made).toHaveLength(0);
    expect(disabled.server.callsTo('status')).toHaveLength(1);
    disabled.session.dispose();

    const sockets = createMemorySockets();
    const crossOrigin = setup({ socket: { baseUrl: 'https://auth.example', WebSocket: sockets.WebSocket } });
    // The fake server answers any origin; a real browser would ask the other origin's permission.
    await crossOrigin.session.start();
    await tick(2000);
    expect(sockets.made).toHaveLength(0);
    expect(crossOrigin.server.callsTo('status')).toHaveLength(1);
  });
});
