import { CATALOGUE, DELAYS, FoyerError, PATHS, STORAGE_ACCESS_STATES, type FederatedMasterApp, type MessageCode, type SharedBridgeMessage, type StorageAccessState } from '@foyer/core';
import type { FederatedMemberApp } from './types.js';

export interface SharedBridge {
  frame: HTMLIFrameElement;
  /** The master's assertion; null when nobody is signed in there by the bridge cookie, or storage access is denied. */
  assertion: Promise<string | null>;
  /** Takes the frame out of the page. */
  remove(): void;
}

export interface LoadSharedBridgeOptions {
  /** Each storage-access state the frame reports, for the storage-access record. */
  onState(state: StorageAccessState): void;
  /** DELAYS.federatedBridgeAnswerMs by default: the frame must say something by then, or it counts as failed. */
  answerMs?: number;
}

// Nobody is signed in at the master (or the bridge cookie lapsed): nothing to sign in with, not a failure.
const SIGNED_OUT = new Set<string>(['invalidToken', 'sessionEnded']);

const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(CATALOGUE, code);

function isBridgeMessage(data: unknown): data is SharedBridgeMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, state, assertion, error } = data as Record<string, unknown>;
  if (type === 'storage_access') return STORAGE_ACCESS_STATES.some((known) => known === state);
  return type === 'federated_login' && (typeof assertion === 'string' || typeof error === 'string');
}

const HIDDEN: Partial<CSSStyleDeclaration> = { position: 'fixed', width: '0', height: '0', border: '0', opacity: '0', pointerEvents: 'none' };
// Shown as a small dialog in the corner of the member page while the prompt in it waits for the person's click.
const SHOWN: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  right: '16px',
  bottom: '16px',
  width: 'min(380px, calc(100vw - 32px))',
  height: '330px',
  border: '1px solid rgba(0, 0, 0, 0.15)',
  borderRadius: '12px',
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)',
  opacity: '1',
  pointerEvents: 'auto',
  zIndex: '2147483647',
  background: 'Canvas',
};

/**
 * Loads the master's shared bridge page in a hidden frame of this (member) page. Only messages from the master's origin
 * AND that frame count; the frame posts to this page's origin only. When the frame needs a click for storage access it
 * is shown as a dialog with its prompt, and hidden again once it has an answer.
 */
export function loadSharedBridge(master: FederatedMasterApp, app: FederatedMemberApp, { onState, answerMs = DELAYS.federatedBridgeAnswerMs }: LoadSharedBridgeOptions): SharedBridge {
  const masterOrigin = new URL(master.appUrl).origin;
  const query = new URLSearchParams({ appId: app.appId, origin: new URL(app.appUrl).origin });
  const frame = document.createElement('iframe');
  frame.title = master.appName;
  frame.allow = 'storage-access';
  frame.className = 'foyer-shared-bridge';
  Object.assign(frame.style, HIDDEN);
  let onMessage: (event: MessageEvent) => void = () => undefined;
  let answerTimer: ReturnType<typeof setTimeout> | undefined;
  const assertion = new Promise<string | null>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(answerTimer);
      window.removeEventListener('message', onMessage);
      Object.assign(frame.style, HIDDEN);
      settle();
    };
    onMessage = (event: MessageEvent) => {
      if (event.origin !== masterOrigin || event.source !== frame.contentWindow || !isBridgeMessage(event.data)) return;
      clearTimeout(answerTimer);
      const message = event.data;
      if (message.type === 'storage_access') {
        onState(message.state);
        if (message.state === 'denied') finish(() => resolve(null));
        else Object.assign(frame.style, message.state === 'prompt' ? SHOWN : HIDDEN);
      } else if ('assertion' in message) finish(() => resolve(message.assertion));
      else if (SIGNED_OUT.has(message.error)) finish(() => resolve(null));
      else finish(() => reject(new FoyerError(isMessageCode(message.error) ? message.error : 'federatedAutoLoginFailed')));
    };
    answerTimer = setTimeout(() => finish(() => reject(new FoyerError('popupTimeout'))), answerMs);
    window.addEventListener('message', onMessage);
  });
  frame.src = `${masterOrigin}${PATHS.sharedBridge}?${query}`;
  document.body.append(frame);
  return {
    frame,
    assertion,
    remove() {
      window.removeEventListener('message', onMessage);
      clearTimeout(answerTimer);
      frame.remove();
    },
  };
}
