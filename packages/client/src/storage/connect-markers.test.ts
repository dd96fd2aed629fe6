import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { clearConnectMarkers, readConnectMarkers, writeConnectMarkers } from './connect-markers.js';

beforeEach(resetBrowserStorage);
afterEach(() => vi.restoreAllMocks());

describe('connect markers', () => {
  it('are cookies named as SPEC §3 that live 7 days', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    writeConnectMarkers({ did: 'z1alice', pk: 'pk1', walletOS: 'ios', app: 'z1app' });
    expect(setCookie.mock.calls.map(([value]) => value)).toEqual([
      'connected_did=z1alice; Path=/; Max-Age=604800; SameSite=Lax',
      'connected_pk=pk1; Path=/; Max-Age=604800; SameSite=Lax',
      'connected_wallet_os=ios; Path=/; Max-Age=604800; SameSite=Lax',
      'connected_app=z1app; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
  });

  it('read back what was written, leave unspecified markers alone, and clear all', () => {
    writeConnectMarkers({ did: 'z1alice', walletOS: 'web' });
    writeConnectMarkers({ app: 'z1app' });
    expect(readConnectMarkers()).toEqual({ did: 'z1alice', pk: null, walletOS: 'web', app: 'z1app' });
    clearConnectMarkers();
    expect(readConnectMarkers()).toEqual({ did: null, pk: null, walletOS: null, app: null });
  });
});
