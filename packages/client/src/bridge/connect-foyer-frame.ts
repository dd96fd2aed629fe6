import { BRIDGE_MESSAGE_TYPE, FoyerError, REQUEST, type BridgeHandlers, type BridgePayload, type BridgeRequestName, type BridgeResult } from '@foyer/core';
import { BridgeError } from './bridge-error.js';
import { isBridgeEvent, isBridgeResponse } from './is-bridge-message.js';

export interface ConnectFoyerFrameOptions {
  /** The Foyer app's origin: messages from any other origin are ignored, and requests are posted to this one only. */
  origin: string;
  handlers: BridgeHandlers;
  /** How long a request waits for the frame's answer; REQUEST.timeoutMs by default. */
  timeoutMs?: number;
}

export interface FoyerFrame {
  getVisitorId(): Promise<string>;
  /** The payload of the person signed in inside the frame; rejects with BridgeError 'no user' (400) when nobody is. */
  autoLogin(): Promise<BridgePayload>;
  close(): void;
}

interface Pending {
  resolve(result: BridgeResult): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The host app's side of the bridge (SPEC §7): calls `handlers` for each well-formed event the Foyer frame posts, heeding
 * only messages whose origin is `origin` and whose source is this iframe's window, since any other frame could forge one.
 */
export function connectFoyerFrame(iframe: HTMLIFrameElement, { origin, handlers, timeoutMs = REQUEST.timeoutMs }: ConnectFoyerFrameOptions): FoyerFrame {
  const page = iframe.ownerDocument.defaultView as Window;
  const pending = new Map<string, Pending>();

  function onMessage(event: MessageEvent): void {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const { data } = event;
    if (isBridgeEvent(data)) handlers[data.event]?.(data.payload);
    else if (isBridgeResponse(data)) {
      const waiting = pending.get(data.id);
      if (!waiting) return;
      pending.delete(data.id);
      clearTimeout(waiting.timer);
      if ('result' in data) waiting.resolve(data.result);
      else waiting.reject(new BridgeError(data.error.message, data.error.code));
    }
  }

  function ask(request: BridgeRequestName): Promise<BridgeResult> {
    return new Promise((resolve, reject) => {
      const id = crypto.randomUUID();
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new FoyerError('popupTimeout'));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      iframe.contentWindow?.postMessage({ type: BRIDGE_MESSAGE_TYPE, request, id }, origin);
    });
  }

  page.addEventListener('message', onMessage);
  return {
    getVisitorId: () => ask('getVisitorId') as Promise<string>,
    autoLogin: () => ask('autoLogin') as Promise<BridgePayload>,
    close() {
      page.removeEventListener('message', onMessage);
      for (const [id, waiting] of pending) {
        clearTimeout(waiting.timer);
        waiting.reject(new FoyerError('popupClosed'));
        pending.delete(id);
      }
    },
  };
}
