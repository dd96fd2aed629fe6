import { DELAYS, PATHS, type FederatedMasterApp, type FunctionalFrameMessage, type FunctionalFrameMode } from '@foyer/core';
import type { FederatedMemberApp } from './types.js';

export interface FunctionalFrame {
  frame: HTMLIFrameElement;
  /** What the frame reported for `mode`; null when it said nothing before it was removed. */
  answer: Promise<FunctionalFrameMessage | null>;
}

const isAnswer = (data: unknown, mode: FunctionalFrameMode): data is FunctionalFrameMessage =>
  typeof data === 'object' && data !== null && (data as FunctionalFrameMessage).type === 'foyer-functional' && (data as FunctionalFrameMessage).mode === mode && typeof (data as FunctionalFrameMessage).done === 'boolean';

/**
 * SPEC §2's functional frame: the master's page loaded hidden on this (member) page, which with storage access granted
 * before signs this browser out at the master too (`logout`: its bridge cookie and the session it names). The frame is
 * removed DELAYS.federatedFrameRemovalMs after it loaded; only messages from the master's origin and that frame count.
 */
export function runFunctionalFrame(master: Pick<FederatedMasterApp, 'appUrl' | 'appName'>, app: FederatedMemberApp, mode: FunctionalFrameMode): FunctionalFrame {
  const masterOrigin = new URL(master.appUrl).origin;
  const query = new URLSearchParams({ mode, appId: app.appId, origin: new URL(app.appUrl).origin });
  const frame = document.createElement('iframe');
  frame.title = master.appName;
  frame.allow = 'storage-access';
  frame.className = 'foyer-functional-frame';
  Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0', opacity: '0', pointerEvents: 'none' });
  let onMessage: (event: MessageEvent) => void = () => undefined;
  const answer = new Promise<FunctionalFrameMessage | null>((resolve) => {
    onMessage = (event) => {
      if (event.origin === masterOrigin && event.source === frame.contentWindow && isAnswer(event.data, mode)) resolve(event.data);
    };
    frame.addEventListener('load', () =>
      setTimeout(() => {
        window.removeEventListener('message', onMessage);
        frame.remove();
        resolve(null);
      }, DELAYS.federatedFrameRemovalMs),
    );
  });
  window.addEventListener('message', onMessage);
  frame.src = `${masterOrigin}${PATHS.functionalFederated}?${query}`;
  document.body.append(frame);
  return { frame, answer };
}
