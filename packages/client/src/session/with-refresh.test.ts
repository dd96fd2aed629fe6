import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALICE, json } from '../test-support/fake-foyer-server.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { createSessionHarness } from '../test-support/session-harness.js';
import { PATHS } from '@foyer/core';

beforeEach(resetBrowserStorage);
afterEach(() => vi.useRealTimers());

async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1000 && !condition(); turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

describe('withRefresh', () => {
  it('answers 50 concurrent 401s with ONE refresh and one retry each', async () => {
    const { server, request, signIn, tokens, events } = createSessionHarness();
    signIn();
    server.endSessionTokens();
    const release = server.hold('POST', PATHS.refreshSession);
    const results = Promise.all(Array.from({ length: 50 }, () => request<{ ok: boolean }>('/api/protected')));
    await until(() => server.callsTo('GET', '/api/protected').length === 50 && server.callsTo('POST', PATHS.refreshSession).length === 1);
    release();
    expect(await results).toEqual(Array.from({ length: 50 }, () => ({ ok: true, did: ALICE.did })));
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
    const attempts = server.callsTo('GET', '/api/protected');
    expect(attempts).toHaveLength(100);
    expect(new Set(attempts.slice(50).map((call) => call.headers.get('authorization')))).toEqual(new Set([`Bearer ${tokens.getSessionToken()}`]));
    expect(events.map((event) => event.type)).toEqual(['refresh']);
  });

  it('surfaces a second 401 without refreshing again, and ends the session', async () => {
    const { server, request, signIn, tokens, currentUser, events } = createSessionHarness();
    signIn();
    currentUser.emit('login', ALICE);
    server.override('GET', '/api/protected', () => json(401, { code: 'invalidToken', error: 'Invalid token' }));
    await expect(request('/api/protected')).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
    expect(server.callsTo('GET', '/api/protected')).toHaveLength(2);
    expect(tokens.getSessionToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(currentUser.user).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'logout', user: null });
  });

  it('only retries a 401 whose token was rotated while it was out', async () => {
    const { server, request, refresher, signIn } = createSessionHarness();
    signIn();
    server.endSessionTokens();
    const release = server.hold('GET', '/api/protected');
    const pending = request('/api/protected');
    await refresher.refresh();
    release();
    await expect(pending).resolves.toMatchObject({ ok: true });
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
  });

  it('surfaces the refresh failure to every waiting request', async () => {
    const { server, request, signIn, tokens } = createSessionHarness();
    signIn();
    server.endSessionTokens();
    server.revokeRefreshTokens();
    const results = await Promise.allSettled([request('/api/protected'), request('/api/protected')]);
    expect(results.map((result) => result.status === 'rejected' && (result.reason as Error).message)).toEqual(['Invalid token', 'Invalid token']);
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('never refreshes calls made without the session token', async () => {
    const { server, request, signIn } = createSessionHarness();
    signIn();
    server.endSessionTokens();
    await expect(request('/api/protected', { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(0);
  });
});
