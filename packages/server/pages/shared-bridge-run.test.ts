import { SERVER_PATHS, type SharedBridgeMessage, type StorageAccessState } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { runSharedBridge, type BridgeWindow } from './shared-bridge-run.js';

const DATA = { memberAppId: 'zMember', memberOrigin: 'http://127.0.0.1:4200', memberName: 'Notes', masterName: 'Id', loginUrl: '/login' };

interface FakeBridge extends BridgeWindow {
  told: SharedBridgeMessage[];
  /** The prompt's buttons, once shown. */
  shown?: { allow(): Promise<void>; decline(): void };
  fetchCalls: [RequestInfo | URL, RequestInit | undefined][];
}

/** The frame's browser: whether it holds storage access, whether asking without a click succeeds, what the master answers. */
function fakeBridge({ has = false, grantsWithoutClick = false, grantsOnClick = true, permission = 'prompt' as StorageAccessState, answer = new Response(JSON.stringify({ assertion: 'a1' }), { status: 200 }) }) {
  let clicked = false;
  const page: FakeBridge = {
    told: [],
    fetchCalls: [],
    hasStorageAccess: async () => has,
    requestStorageAccess: async () => {
      if (grantsWithoutClick || (clicked && grantsOnClick)) return;
      throw new DOMException('requestStorageAccess not allowed', 'NotAllowedError');
    },
    permissionState: async () => permission,
    tell: (message) => page.told.push(message),
    fetch: async (input, init) => (page.fetchCalls.push([input, init]), answer),
    prompt: (allow, decline) => {
      page.shown = {
        allow: () => ((clicked = true), allow()),
        decline,
      };
    },
  };
  return page;
}

describe('runSharedBridge', () => {
  it('with storage access, POSTs bridgeLogin for the member with credentials and posts the assertion', async () => {
    const page = fakeBridge({ has: true });
    await runSharedBridge(DATA, page);
    expect(page.told).toEqual([{ type: 'storage_access', state: 'granted' }, { type: 'federated_login', assertion: 'a1' }]);
    const [url, init] = page.fetchCalls[0] ?? [];
    expect(url).toBe(SERVER_PATHS.federatedBridgeLogin);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ appId: 'zMember' }) });
    expect(page.shown).toBeUndefined();
  });

  it('asks without a click when the permission was granted before, and signs in', async () => {
    const page = fakeBridge({ grantsWithoutClick: true, permission: 'granted' });
    await runSharedBridge(DATA, page);
    expect(page.told.at(-1)).toEqual({ type: 'federated_login', assertion: 'a1' });
  });

  it('otherwise reports prompt and shows the prompt; Allow asks from the click and then signs in', async () => {
    const page = fakeBridge({});
    await runSharedBridge(DATA, page);
    expect(page.told).toEqual([{ type: 'storage_access', state: 'prompt' }]);
    expect(page.fetchCalls).toEqual([]);
    await page.shown?.allow();
    expect(page.told.slice(1)).toEqual([{ type: 'storage_access', state: 'granted' }, { type: 'federated_login', assertion: 'a1' }]);
  });

  it('reports denied when the browser refuses the click, or the person declines, and signs nobody in', async () => {
    const refused = fakeBridge({ grantsOnClick: false });
    await runSharedBridge(DATA, refused);
    await refused.shown?.allow();
    expect(refused.told).toEqual([{ type: 'storage_access', state: 'prompt' }, { type: 'storage_access', state: 'denied' }]);
    const declined = fakeBridge({});
    await runSharedBridge(DATA, declined);
    declined.shown?.decline();
    expect(declined.told.at(-1)).toEqual({ type: 'storage_access', state: 'denied' });
    expect([...refused.fetchCalls, ...declined.fetchCalls]).toEqual([]);
  });

  it('reports a permission the browser already denied, with no prompt', async () => {
    const page = fakeBridge({ permission: 'denied' });
    await runSharedBridge(DATA, page);
    expect(page.told).toEqual([{ type: 'storage_access', state: 'denied' }]);
    expect(page.shown).toBeUndefined();
  });

  it("posts the master's refusal as its catalogue code", async () => {
    const page = fakeBridge({ has: true, answer: new Response(JSON.stringify({ code: 'invalidToken', error: 'Invalid token' }), { status: 401 }) });
    await runSharedBridge(DATA, page);
    expect(page.told.at(-1)).toEqual({ type: 'federated_login', error: 'invalidToken' });
    const broken = fakeBridge({ has: true, answer: new Response('oops', { status: 500 }) });
    await runSharedBridge(DATA, broken);
    expect(broken.told.at(-1)).toEqual({ type: 'federated_login', error: 'federatedAutoLoginFailed' });
  });
});
