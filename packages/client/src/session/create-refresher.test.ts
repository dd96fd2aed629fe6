import { HEADERS, PATHS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALICE, json } from '../test-support/fake-foyer-server.js';
import { createBroadcastHub } from '../test-support/in-memory-broadcast-hub.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { createSessionHarness } from '../test-support/session-harness.js';

beforeEach(resetBrowserStorage);
afterEach(() => vi.useRealTimers());

describe('createRefresher', () => {
  it('rotates both tokens with the refresh token as bearer and the csrf header, and emits refresh', async () => {
    const { server, refresher, signIn, tokens, events } = createSessionHarness();
    const issued = signIn();
    await expect(refresher.refresh()).resolves.toEqual(ALICE);
    const [call] = server.callsTo('POST', PATHS.refreshSession);
    expect(call?.headers.get('authorization')).toBe(`Bearer ${issued.refreshToken}`);
    expect(call?.headers.get(HEADERS.csrfToken)).toBe(server.csrfToken);
    expect(tokens.getRefreshToken()).not.toBe(issued.refreshToken);
    expect(tokens.getSessionToken()).not.toBe(issued.sessionToken);
    expect(events).toEqual([{ type: 'refresh', user: ALICE }]);
  });

  it('returns the refresh in flight instead of starting another', async () => {
    const { server, refresher, signIn } = createSessionHarness();
    signIn();
    const first = refresher.refresh();
    expect(refresher.refresh()).toBe(first);
    await first;
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
  });

  it.each([
    ['401 (revoked family)', 401],
    ['400 (bad request)', 400],
  ])('clears both tokens and the user on %s and emits the change', async (_case, status) => {
    const { server, refresher, signIn, tokens, currentUser, events } = createSessionHarness();
    signIn();
    currentUser.emit('login', ALICE);
    if (status === 401) server.revokeRefreshTokens();
    else server.override('POST', PATHS.refreshSession, () => json(400, { error: 'bad request' }));
    await expect(refresher.refresh()).rejects.toMatchObject({ status });
    expect(tokens.getSessionToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(currentUser.user).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'logout', user: null });
  });

  it('throws Refresh token not found without a refresh token, and clears the session token too', async () => {
    const { server, refresher, tokens, currentUser, events } = createSessionHarness();
    tokens.setTokens('session.jwt', 'id.secret');
    document.cookie = 'refresh_token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    currentUser.emit('login', ALICE);
    await expect(refresher.refresh()).rejects.toMatchObject({ code: 'refreshTokenNotFound', message: 'Refresh token not found' });
    expect(tokens.getSessionToken()).toBeNull();
    expect(currentUser.user).toBeNull();
    expect(events.at(-1)?.type).toBe('logout');
    expect(server.calls).toHaveLength(0);
  });

  it('keeps the tokens when the refresh fails for a passing reason', async () => {
    const { server, refresher, signIn, tokens } = createSessionHarness();
    const issued = signIn();
    server.override('POST', PATHS.refreshSession, () => json(503, { error: 'maintenance' }));
    await expect(refresher.refresh()).rejects.toMatchObject({ status: 503, message: 'maintenance' });
    expect(tokens.getRefreshToken()).toBe(issued.refreshToken);
  });

  it('gives the refresh call exactly 10 s', async () => {
    vi.useFakeTimers();
    const { server, refresher, signIn } = createSessionHarness();
    signIn();
    server.override('POST', PATHS.refreshSession, () => new Promise<Response>(() => undefined));
    let settled = false;
    const outcome = refresher.refresh().catch((error: unknown) => error);
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ message: 'timeout of 10000ms exceeded' });
  });

  it('follows the user and sign-out another tab broadcasts', async () => {
    const hub = createBroadcastHub();
    const otherTab = hub.open();
    const { currentUser, events } = createSessionHarness({ channel: hub.open() });
    otherTab.postMessage({ type: 'refreshed', user: ALICE });
    await Promise.resolve();
    expect(currentUser.user).toEqual(ALICE);
    otherTab.postMessage({ type: 'cleared' });
    await Promise.resolve();
    expect(events.map((event) => event.type)).toEqual(['refresh', 'logout']);
  });
});
