import { PATHS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postToPage } from '../oauth/test-support/fake-popup.js';
import { loadSharedBridge, type SharedBridge } from './load-shared-bridge.js';

const MASTER = { appId: 'zMaster', appPid: 'zMasterPid', appName: 'Master App', appUrl: 'http://localhost:4100/' };
const MEMBER = { appId: 'zMember', appUrl: 'http://127.0.0.1:4200/app' };
const MASTER_ORIGIN = 'http://localhost:4100';

let bridge: SharedBridge | undefined;
const states: string[] = [];

function load(answerMs?: number): SharedBridge {
  bridge = loadSharedBridge(MASTER, MEMBER, { onState: (state) => states.push(state), answerMs });
  return bridge;
}

describe('loadSharedBridge', () => {
  beforeEach(() => {
    states.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    bridge?.remove();
    vi.useRealTimers();
  });

  it("frames the master's bridge page hidden, naming this app and its origin, with storage access allowed", () => {
    const { frame } = load();
    expect(frame.isConnected).toBe(true);
    expect(frame.getAttribute('src')).toBe(`${MASTER_ORIGIN}${PATHS.sharedBridge}?appId=zMember&origin=${encodeURIComponent('http://127.0.0.1:4200')}`);
    expect(frame.allow).toBe('storage-access');
    expect(frame.style.opacity).toBe('0');
  });

  it('shows the frame while it prompts, records each state, and resolves the assertion it posts', async () => {
    const { frame, assertion } = load();
    postToPage({ type: 'storage_access', state: 'prompt' }, MASTER_ORIGIN, frame.contentWindow);
    expect(frame.style.opacity).toBe('1');
    expect(frame.style.pointerEvents).toBe('auto');
    postToPage({ type: 'storage_access', state: 'granted' }, MASTER_ORIGIN, frame.contentWindow);
    postToPage({ type: 'federated_login', assertion: 'a1' }, MASTER_ORIGIN, frame.contentWindow);
    await expect(assertion).resolves.toBe('a1');
    expect(states).toEqual(['prompt', 'granted']);
    expect(frame.style.opacity).toBe('0');
  });

  it('ignores another origin, another window and malformed messages', async () => {
    const { frame, assertion } = load();
    const settled = vi.fn();
    assertion.then(settled, settled);
    postToPage({ type: 'federated_login', assertion: 'forged' }, 'https://evil.example', frame.contentWindow);
    postToPage({ type: 'federated_login', assertion: 'forged' }, MASTER_ORIGIN, window);
    postToPage({ type: 'storage_access', state: 'maybe' }, MASTER_ORIGIN, frame.contentWindow);
    postToPage({ type: 'federated_login', assertion: 7 }, MASTER_ORIGIN, frame.contentWindow);
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).not.toHaveBeenCalled();
    expect(states).toEqual([]);
  });

  it('resolves null when storage access is denied or nobody is signed in at the master', async () => {
    const denied = load();
    postToPage({ type: 'storage_access', state: 'denied' }, MASTER_ORIGIN, denied.frame.contentWindow);
    await expect(denied.assertion).resolves.toBeNull();
    denied.remove();
    const signedOut = load();
    postToPage({ type: 'federated_login', error: 'invalidToken' }, MASTER_ORIGIN, signedOut.frame.contentWindow);
    await expect(signedOut.assertion).resolves.toBeNull();
  });

  it("rejects the master's refusal with its catalogue text, and a frame that says nothing in time", async () => {
    const refused = load();
    postToPage({ type: 'federated_login', error: 'federationNotMember' }, MASTER_ORIGIN, refused.frame.contentWindow);
    await expect(refused.assertion).rejects.toMatchObject({ code: 'federationNotMember' });
    refused.remove();
    const silent = load(1000);
    const rejected = expect(silent.assertion).rejects.toMatchObject({ code: 'popupTimeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await rejected;
  });
});
