import { BRIDGE_MESSAGE_TYPE, type BridgePayload } from '@foyer/core';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BridgeError } from './bridge-error.js';
import { connectFoyerFrame, type FoyerFrame } from './connect-foyer-frame.js';

const FOYER_ORIGIN = 'https://foyer.test';
const PAYLOAD: BridgePayload = { did: 'z1alice', host: 'foyer.test', appPid: 'zAppPid', visitorId: 'v-1', sourceAppPid: '', fullName: 'Alice' };

let frameWindow: Window;
let requests: MockInstance;
let frame: FoyerFrame | undefined;
const onLogin = vi.fn();
const onLogout = vi.fn();

/** The host page's iframe of Foyer: happy-dom loads no frame page, so its window is a window of Foyer's origin of its own. */
const iframe = () => ({ ownerDocument: document, contentWindow: frameWindow }) as unknown as HTMLIFrameElement;

function fromFrame(data: unknown, { origin = FOYER_ORIGIN, source = frameWindow as unknown } = {}): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}

const lastRequestId = () => (requests.mock.lastCall?.[0] as { id: string }).id;

describe('connectFoyerFrame (the host app framing Foyer)', () => {
  beforeEach(() => {
    onLogin.mockReset();
    onLogout.mockReset();
    frameWindow = new Window({ url: `${FOYER_ORIGIN}/` });
    // The frame's real window checks the target origin as a browser does.
    requests = vi.spyOn(frameWindow, 'postMessage');
    frame = connectFoyerFrame(iframe(), { origin: FOYER_ORIGIN, handlers: { onLogin, onLogout } });
  });

  afterEach(async () => {
    frame?.close();
    vi.useRealTimers();
    await frameWindow.happyDOM.close();
  });

  it("calls the event's handler with the payload", () => {
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, event: 'onLogin', payload: PAYLOAD });
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, event: 'onLogout', payload: PAYLOAD });
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, event: 'onChange', payload: PAYLOAD });
    expect(onLogin).toHaveBeenCalledExactlyOnceWith(PAYLOAD);
    expect(onLogout).toHaveBeenCalledExactlyOnceWith(PAYLOAD);
  });

  it('ignores an event from another origin, from another window, or of a wrong shape', async () => {
    const other = new Window({ url: `${FOYER_ORIGIN}/` });
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, event: 'onLogin', payload: PAYLOAD }, { origin: 'https://evil.test' });
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, event: 'onLogin', payload: PAYLOAD }, { source: other });
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, event: 'onLogin', payload: { ...PAYLOAD, did: 42 } });
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, event: 'toString', payload: PAYLOAD });
    fromFrame({ type: 'other', event: 'onLogin', payload: PAYLOAD });
    expect(onLogin).not.toHaveBeenCalled();
    await other.happyDOM.close();
  });

  it('asks getVisitorId of the frame at its exact origin and resolves with its answer', async () => {
    const visitorId = frame?.getVisitorId();
    expect(requests).toHaveBeenCalledWith({ type: BRIDGE_MESSAGE_TYPE, request: 'getVisitorId', id: lastRequestId() }, FOYER_ORIGIN);
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, id: lastRequestId(), result: 'v-1' });
    await expect(visitorId).resolves.toBe('v-1');
  });

  it("rejects autoLogin with the frame's 'no user', code 400, and takes no answer from elsewhere", async () => {
    const login = frame?.autoLogin();
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, id: lastRequestId(), result: PAYLOAD }, { origin: 'https://evil.test' });
    fromFrame({ type: BRIDGE_MESSAGE_TYPE, id: lastRequestId(), error: { message: 'no user', code: 400 } });
    const refusal = await login?.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BridgeError);
    expect(refusal).toMatchObject({ message: 'no user', code: 400 });
  });

  it('gives up on an unanswered request after the timeout', async () => {
    vi.useFakeTimers();
    frame?.close();
    frame = connectFoyerFrame(iframe(), { origin: FOYER_ORIGIN, handlers: {}, timeoutMs: 1000 });
    const login = frame.autoLogin().catch((error: unknown) => error);
    vi.advanceTimersByTime(1000);
    expect(await login).toMatchObject({ message: 'Timeout' });
  });
});
