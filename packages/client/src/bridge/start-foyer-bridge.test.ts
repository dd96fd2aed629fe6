import { BRIDGE_MESSAGE_TYPE, type BridgeResponseMessage } from '@foyer/core';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createCurrentUser, type CurrentUser } from '../session/current-user.js';
import { getVisitorId } from '../storage/visitor-id.js';
import { ALICE } from '../test-support/fake-foyer-server.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { startFoyerBridge, type FoyerBridge } from './start-foyer-bridge.js';

const HOST_ORIGIN = 'https://host.test';
const ALICE_FEDERATED = { ...ALICE, sourceAppPid: 'zMasterPid' };

let host: Window;
let posted: MockInstance;
let currentUser: CurrentUser;
let bridge: FoyerBridge | null;

/** The test's window, framed by `parent`, whose page the referrer names (happy-dom has no ancestorOrigins). */
function frameIn(parent: unknown, referrer = `${HOST_ORIGIN}/shop`): void {
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

const start = (allowedOrigins = [HOST_ORIGIN]) => (bridge = startFoyerBridge({ client: currentUser, appPid: 'zAppPid', allowedOrigins }));
const sent = () => posted.mock.calls.map(([message, targetOrigin]) => ({ message, targetOrigin }));
const events = () => sent().map(({ message }) => (message as { event: string }).event);

function fromHost(data: unknown, { origin = HOST_ORIGIN, source = host as unknown }: { origin?: string; source?: unknown } = {}): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}

describe('startFoyerBridge (the Foyer page inside a host frame)', () => {
  beforeEach(() => {
    resetBrowserStorage();
    vi.useFakeTimers();
    host = new Window({ url: `${HOST_ORIGIN}/shop` });
    // Posting to the real host window checks the target origin as a browser does: a wrong one throws.
    posted = vi.spyOn(host, 'postMessage');
    currentUser = createCurrentUser();
    frameIn(host);
  });

  afterEach(async () => {
    bridge?.stop();
    vi.useRealTimers();
    frameIn(window, '');
    await host.happyDOM.close();
  });

  it('does not start on a page that is not framed, or framed by an origin the app does not allow', () => {
    frameIn(window, '');
    expect(start()).toBeNull();
    frameIn(host, 'https://evil.test/page');
    expect(start()).toBeNull();
    currentUser.emit('login', ALICE);
    vi.advanceTimersByTime(1000);
    expect(posted).not.toHaveBeenCalled();
  });

  it('tells the host onLogin and onChange 200 ms after a sign-in, with the SPEC payload, to its exact origin', () => {
    start();
    currentUser.emit('login', ALICE_FEDERATED);
    vi.advanceTimersByTime(199);
    expect(posted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const payload = { did: ALICE.did, host: location.host, appPid: 'zAppPid', visitorId: getVisitorId(), sourceAppPid: 'zMasterPid', fullName: 'Alice' };
    expect(sent()).toEqual([
      { message: { type: BRIDGE_MESSAGE_TYPE, event: 'onLogin', payload }, targetOrigin: HOST_ORIGIN },
      { message: { type: BRIDGE_MESSAGE_TYPE, event: 'onChange', payload }, targetOrigin: HOST_ORIGIN },
    ]);
  });

  it('tells onLogout and onChange 100 ms after a sign-out, naming who signed out', () => {
    start();
    currentUser.emit('login', ALICE);
    vi.advanceTimersByTime(200);
    posted.mockClear();
    currentUser.emit('logout', null);
    vi.advanceTimersByTime(99);
    expect(posted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(events()).toEqual(['onLogout', 'onChange']);
    expect(sent()[0]?.message).toMatchObject({ payload: { did: ALICE.did, fullName: 'Alice' } });
  });

  it('tells renewed tokens as onRefreshToken and a changed user as onRefreshUser, never before the sign-in they follow', () => {
    start();
    currentUser.emit('logout', null);
    currentUser.emit('login', ALICE);
    currentUser.emit('reload', ALICE);
    currentUser.emit('refresh', ALICE);
    currentUser.emit('reload', { ...ALICE, fullName: 'Alice B.' });
    vi.advanceTimersByTime(199);
    expect(posted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(events()).toEqual(['onLogin', 'onChange', 'onRefreshToken', 'onRefreshUser']);
  });

  it('announces the user already signed in when it starts, as a sign-in', () => {
    currentUser.emit('login', ALICE);
    start();
    vi.advanceTimersByTime(200);
    expect(events()).toEqual(['onLogin', 'onChange']);
  });

  it('waits 200 ms after a passport or profile switch and 100 ms after a bound wallet', () => {
    start();
    currentUser.emit('login', ALICE);
    vi.advanceTimersByTime(200);
    posted.mockClear();
    bridge?.notify('onBindWallet');
    vi.advanceTimersByTime(99);
    expect(posted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    bridge?.notify('onSwitchProfile');
    vi.advanceTimersByTime(199);
    expect(events()).toEqual(['onBindWallet']);
    vi.advanceTimersByTime(1);
    expect(events()).toEqual(['onBindWallet', 'onSwitchProfile']);
    expect(sent()[1]?.message).toMatchObject({ payload: { did: ALICE.did } });
  });

  it('names nobody in the payload of an event told while signed out', () => {
    start()?.notify('onLoginCancel');
    vi.advanceTimersByTime(0);
    expect(sent()).toEqual([
      {
        message: { type: BRIDGE_MESSAGE_TYPE, event: 'onLoginCancel', payload: { did: '', host: location.host, appPid: 'zAppPid', visitorId: getVisitorId(), sourceAppPid: '', fullName: '' } },
        targetOrigin: HOST_ORIGIN,
      },
    ]);
  });

  it('sends nothing still pending once stopped', () => {
    start();
    currentUser.emit('login', ALICE);
    bridge?.stop();
    vi.advanceTimersByTime(1000);
    expect(posted).not.toHaveBeenCalled();
  });

  it("answers getVisitorId, and autoLogin with the signed-in user's payload", () => {
    start();
    fromHost({ type: BRIDGE_MESSAGE_TYPE, request: 'getVisitorId', id: 'r1' });
    currentUser.emit('login', ALICE);
    fromHost({ type: BRIDGE_MESSAGE_TYPE, request: 'autoLogin', id: 'r2' });
    expect(sent()).toEqual([
      { message: { type: BRIDGE_MESSAGE_TYPE, id: 'r1', result: getVisitorId() }, targetOrigin: HOST_ORIGIN },
      { message: { type: BRIDGE_MESSAGE_TYPE, id: 'r2', result: expect.objectContaining({ did: ALICE.did, appPid: 'zAppPid' }) }, targetOrigin: HOST_ORIGIN },
    ]);
  });

  it("refuses autoLogin with 'no user', code 400, when nobody is signed in", () => {
    start();
    fromHost({ type: BRIDGE_MESSAGE_TYPE, request: 'autoLogin', id: 'r3' });
    const expected: BridgeResponseMessage = { type: BRIDGE_MESSAGE_TYPE, id: 'r3', error: { message: 'no user', code: 400 } };
    expect(sent()).toEqual([{ message: expected, targetOrigin: HOST_ORIGIN }]);
  });

  it('ignores requests from another origin, from another window, and of an unknown shape', async () => {
    start();
    currentUser.emit('login', ALICE);
    const request = { type: BRIDGE_MESSAGE_TYPE, request: 'autoLogin', id: 'forged' };
    const other = new Window({ url: `${HOST_ORIGIN}/other` });
    fromHost(request, { origin: 'https://evil.test' });
    fromHost(request, { source: other });
    fromHost(request, { source: null });
    fromHost({ type: BRIDGE_MESSAGE_TYPE, request: 'deleteUser', id: 'x' });
    fromHost({ type: BRIDGE_MESSAGE_TYPE, request: 'autoLogin' });
    fromHost('autoLogin');
    expect(posted).not.toHaveBeenCalled();
    await other.happyDOM.close();
  });
});
