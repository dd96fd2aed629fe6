import { DELAYS, PATHS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postToPage } from '../oauth/test-support/fake-popup.js';
import { runFunctionalFrame } from './run-functional-frame.js';

const MASTER = { appName: 'Master App', appUrl: 'http://localhost:4100/' };
const MEMBER = { appId: 'zMember', appUrl: 'http://127.0.0.1:4200/app' };
const MASTER_ORIGIN = 'http://localhost:4100';

describe('runFunctionalFrame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    vi.useRealTimers();
  });

  it("frames the master's functional page hidden for the mode, naming this app and its origin, with storage access allowed", () => {
    const { frame } = runFunctionalFrame(MASTER, MEMBER, 'logout');
    expect(frame.isConnected).toBe(true);
    expect(frame.getAttribute('src')).toBe(`${MASTER_ORIGIN}${PATHS.functionalFederated}?mode=logout&appId=zMember&origin=${encodeURIComponent('http://127.0.0.1:4200')}`);
    expect(frame.allow).toBe('storage-access');
    expect(frame.style.opacity).toBe('0');
    expect(frame.style.width).toBe('0px');
  });

  it('removes the frame DELAYS.federatedFrameRemovalMs after it loaded, and resolves what it answered', async () => {
    const { frame, answer } = runFunctionalFrame(MASTER, MEMBER, 'logout');
    frame.dispatchEvent(new Event('load'));
    postToPage({ type: 'foyer-functional', mode: 'logout', done: true }, MASTER_ORIGIN, frame.contentWindow);
    await expect(answer).resolves.toEqual({ type: 'foyer-functional', mode: 'logout', done: true });
    vi.advanceTimersByTime(DELAYS.federatedFrameRemovalMs - 1);
    expect(frame.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(frame.isConnected).toBe(false);
  });

  it('ignores another origin, another window, another mode and malformed messages: null once removed', async () => {
    const { frame, answer } = runFunctionalFrame(MASTER, MEMBER, 'logout');
    postToPage({ type: 'foyer-functional', mode: 'logout', done: true }, 'https://evil.example', frame.contentWindow);
    postToPage({ type: 'foyer-functional', mode: 'logout', done: true }, MASTER_ORIGIN, window);
    postToPage({ type: 'foyer-functional', mode: 'login', done: true }, MASTER_ORIGIN, frame.contentWindow);
    postToPage({ type: 'foyer-functional', mode: 'logout', done: 'yes' }, MASTER_ORIGIN, frame.contentWindow);
    frame.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(DELAYS.federatedFrameRemovalMs);
    await expect(answer).resolves.toBeNull();
    expect(frame.isConnected).toBe(false);
  });
});
