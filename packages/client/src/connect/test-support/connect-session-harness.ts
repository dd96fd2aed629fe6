import { afterEach, beforeEach, vi } from 'vitest';
import { createHttp } from '../../http/create-http.js';
import { createTokenStore } from '../../storage/create-token-store.js';
import { resetBrowserStorage } from '../../test-support/reset-browser-storage.js';
import { createConnectSession } from '../create-connect-session.js';
import type { ConnectPageKey, ConnectSession, ConnectSessionOptions, ConnectView } from '../types.js';
import { createFakeConnectServer, type FakeConnectServer } from './fake-connect-server.js';

export interface TestKey extends ConnectPageKey {
  secret: string;
}

export const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

export function gaps(times: number[]): number[] {
  return times.slice(1).map((time, index) => time - (times[index] ?? 0));
}

/** Fake timers, a fake server and a session disposed after each test; returns `setup` to make one. */
export function useConnectSessionHarness() {
  let session: ConnectSession | undefined;

  beforeEach(() => {
    resetBrowserStorage();
    vi.useFakeTimers();
  });

  afterEach(() => {
    session?.dispose();
    session = undefined;
    vi.useRealTimers();
  });

  return function setup(overrides: Partial<ConnectSessionOptions<TestKey>> = {}) {
    const server: FakeConnectServer = createFakeConnectServer();
    const request = createHttp({ baseUrl: '', tokens: createTokenStore('localStorage'), fetch: server.fetch });
    const onSuccess = vi.fn();
    const onClose = vi.fn();
    const onNotice = vi.fn();
    const unseal = vi.fn((sealed: string, token: string, key: TestKey) => ({ opened: sealed, token, secret: key.secret }));
    let keys = 0;
    const seen: ConnectView[] = [];
    const created = createConnectSession<TestKey>({
      request,
      action: 'login',
      provider: 'wallet',
      locale: 'en',
      extraParams: { foo: 'bar' },
      createPageKey: () => {
        keys += 1;
        return { publicKey: `pk${keys}`, secret: `sk${keys}` };
      },
      unseal,
      onSuccess,
      onClose,
      onNotice,
      ...overrides,
    });
    created.subscribe((state) => seen.push(state));
    session = created;
    return { server, session: created, onSuccess, onClose, onNotice, unseal, seen };
  };
}
