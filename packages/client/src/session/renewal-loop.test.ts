import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore } from '../storage/create-token-store.js';
import { sessionTokenAt } from '../test-support/make-token.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { startRenewalLoop } from './renewal-loop.js';

const HOUR = 3_600_000;
let stop: () => void = () => undefined;

beforeEach(() => {
  resetBrowserStorage();
  vi.useFakeTimers();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

function start(refresh: () => Promise<unknown>, onNoTokens = vi.fn()) {
  const tokens = createTokenStore('localStorage');
  const attempts: number[] = [];
  const counted = vi.fn(() => {
    attempts.push(Date.now());
    return refresh();
  });
  return {
    tokens,
    attempts,
    refresh: counted,
    onNoTokens,
    run: () => (stop = startRenewalLoop({ tokens, refresh: counted, onNoTokens, checkEveryMs: HOUR })),
  };
}

describe('startRenewalLoop', () => {
  it('renews a token past its half-life, and leaves a fresh one alone', async () => {
    const loop = start(() => Promise.resolve());
    loop.tokens.setTokens(sessionTokenAt(Date.now(), 0, 3600), 'id.secret');
    loop.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(loop.refresh).not.toHaveBeenCalled();
    loop.tokens.setTokens(sessionTokenAt(Date.now(), 1801, 3600), 'id.secret');
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(loop.refresh).toHaveBeenCalledTimes(1);
  });

  it('renews at once when only a refresh token is left', async () => {
    const loop = start(() => Promise.resolve());
    localStorage.setItem('refresh_token', 'id.secret');
    loop.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(loop.refresh).toHaveBeenCalledTimes(1);
  });

  it('checks on window focus and when the page becomes visible', async () => {
    const loop = start(() => Promise.resolve());
    loop.run();
    loop.tokens.setTokens('unreadable', 'id.secret');
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(loop.refresh).toHaveBeenCalledTimes(2);
  });

  it('clears the session when no token is left', async () => {
    const loop = start(() => Promise.resolve());
    loop.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(loop.onNoTokens).toHaveBeenCalledTimes(1);
    expect(loop.refresh).not.toHaveBeenCalled();
  });

  it('retries after 1000, 2000, 4000 … ms, stops after 10 failures, and starts a fresh round on the next check', async () => {
    const loop = start(() => Promise.reject(new Error('offline')));
    loop.tokens.setTokens('unreadable', 'id.secret');
    loop.run();
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    const gaps = loop.attempts.slice(1).map((time, index) => time - (loop.attempts[index] ?? 0));
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000]);
    expect(loop.refresh).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(loop.refresh).toHaveBeenCalledTimes(11);
    await vi.advanceTimersByTimeAsync(1000);
    expect(loop.refresh).toHaveBeenCalledTimes(12);
  });

  it('stops retrying once a failed refresh has ended the session', async () => {
    const loop = start(() => {
      loop.tokens.clear();
      return Promise.reject(new Error('Invalid token'));
    });
    loop.tokens.setTokens('unreadable', 'id.secret');
    loop.run();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(loop.refresh).toHaveBeenCalledTimes(1);
  });

  it('stops on demand', async () => {
    const loop = start(() => Promise.resolve());
    loop.run();
    stop();
    loop.tokens.setTokens('unreadable', 'id.secret');
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(loop.refresh).not.toHaveBeenCalled();
  });
});
