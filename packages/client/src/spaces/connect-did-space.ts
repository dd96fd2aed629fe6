import { FoyerError, POPUP, SPACE_CONNECT_MESSAGE, type AppInfo, type SessionUser, type StorageConnectResult } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { waitForPopupMessage } from '../popup/wait-for-popup-message.js';
import { updateDidSpace } from '../user/update-did-space.js';
import { spacePopupUrl } from './space-popup-url.js';

export interface ConnectDidSpaceOptions {
  request: HttpRequest;
  /** The app's metadata; its `spaceProvider` is where the popup opens. */
  app: AppInfo;
  /** Default location.href. */
  referrer?: string;
  timeoutMs?: number;
  /** Default window.open; called inside the click, so the browser lets the popup open. */
  open?: (url: string, name: string, features: string) => Window | null;
}

const isSpaceMessage = (data: unknown): data is StorageConnectResult =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SPACE_CONNECT_MESSAGE;

/**
 * Opens the space provider's popup, waits for its one message (from the provider's origin and that very popup), and has
 * the server record the space; rejects with 'Popup closed', 'Timeout', the provider's error or the server's refusal.
 */
export async function connectDidSpace({ request, app, referrer = location.href, timeoutMs, open = (...args) => window.open(...args) }: ConnectDidSpaceOptions): Promise<SessionUser> {
  if (!app.spaceProvider) throw new FoyerError('spaceProviderMissing');
  const left = Math.max(0, (screen.width - POPUP.width) / 2);
  const top = Math.max(0, (screen.height - POPUP.height) / 2);
  const popup = open(spacePopupUrl(app.spaceProvider, app, referrer), 'did-space', `popup,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`);
  if (!popup) throw new FoyerError('popupOpenFailed');
  const message = await waitForPopupMessage(popup, { origin: new URL(app.spaceProvider).origin, timeoutMs, accept: isSpaceMessage });
  if ('error' in message) throw new Error(message.error);
  return updateDidSpace(request, message.spaceGateway);
}
