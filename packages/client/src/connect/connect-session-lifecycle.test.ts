import { CONNECT_QUERY } from '@foyer/core';
import { describe, expect, it, vi } from 'vitest';
import { tick, useConnectSessionHarness } from './test-support/connect-session-harness.js';

const setup = useConnectSessionHarness();

describe('createConnectSession: relay events, dispose and cancel', () => {
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
