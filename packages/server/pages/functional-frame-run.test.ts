import { type FunctionalFrameMessage, SERVER_PATHS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { LOGIN_REFUSED, NO_STORAGE_ACCESS, runFunctionalFrame, type FunctionalFrameWindow } from './functional-frame-run.js';

interface FakeFrame extends FunctionalFrameWindow {
  told: FunctionalFrameMessage[];
  fetchCalls: [RequestInfo | URL, RequestInit | undefined][];
}

/** The frame's browser: whether it holds storage access, whether asking without a click succeeds, what the master answers. */
function fakeFrame({ has = false, grantsWithoutClick = false, framed = true, answer = () => new Response(JSON.stringify({ ok: true }), { status: 200 }) }) {
  const page: FakeFrame = {
    framedByMember: () => framed,
    told: [],
    fetchCalls: [],
    hasStorageAccess: async () => has,
    requestStorageAccess: async () => {
      if (!grantsWithoutClick) throw new DOMException('requestStorageAccess not allowed', 'NotAllowedError');
    },
    tell: (message) => page.told.push(message),
    fetch: async (input, init) => (page.fetchCalls.push([input, init]), answer()),
  };
  return page;
}

const NONCE = 'nonce-of-this-render';

describe('runFunctionalFrame', () => {
  it('logout with storage access POSTs bridgeLogout with credentials and reports done', async () => {
    const page = fakeFrame({ has: true });
    await runFunctionalFrame({ mode: 'logout', nonce: NONCE }, page);
    expect(page.told).toEqual([{ type: 'foyer-functional', mode: 'logout', done: true }]);
    const [url, init] = page.fetchCalls[0] ?? [];
    expect(url).toBe(SERVER_PATHS.federatedBridgeLogout);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ nonce: NONCE }) });
  });

  it('does nothing, telling and calling nobody, when it is not the member’s frame (a link opened top-level)', async () => {
    for (const mode of ['logout', 'login'] as const) {
      const page = fakeFrame({ has: true, framed: false });
      await runFunctionalFrame({ mode, nonce: NONCE }, page);
      expect([page.told, page.fetchCalls]).toEqual([[], []]);
    }
  });

  it('asks for storage access without a click when it was granted before', async () => {
    const page = fakeFrame({ grantsWithoutClick: true });
    await runFunctionalFrame({ mode: 'logout', nonce: NONCE }, page);
    expect(page.told).toEqual([{ type: 'foyer-functional', mode: 'logout', done: true }]);
  });

  it('reports not done, calling nobody, without storage access', async () => {
    const page = fakeFrame({});
    await runFunctionalFrame({ mode: 'logout', nonce: NONCE }, page);
    expect(page.told).toEqual([{ type: 'foyer-functional', mode: 'logout', done: false, reason: NO_STORAGE_ACCESS }]);
    expect(page.fetchCalls).toEqual([]);
  });

  it("reports the master's refusal by its catalogue code, and a network failure", async () => {
    const refused = fakeFrame({ has: true, answer: () => new Response(JSON.stringify({ code: 'invalidToken' }), { status: 401 }) });
    await runFunctionalFrame({ mode: 'logout', nonce: NONCE }, refused);
    expect(refused.told).toEqual([{ type: 'foyer-functional', mode: 'logout', done: false, reason: 'invalidToken' }]);
    const offline = fakeFrame({ has: true, answer: () => { throw new TypeError('Failed to fetch'); } });
    await runFunctionalFrame({ mode: 'logout', nonce: NONCE }, offline);
    expect(offline.told).toEqual([{ type: 'foyer-functional', mode: 'logout', done: false, reason: 'network error' }]);
  });

  it('answers login with not done and why, and never calls the master', async () => {
    const page = fakeFrame({ has: true });
    await runFunctionalFrame({ mode: 'login', nonce: NONCE }, page);
    expect(page.told).toEqual([{ type: 'foyer-functional', mode: 'login', done: false, reason: LOGIN_REFUSED }]);
    expect(page.fetchCalls).toEqual([]);
  });
});
