import { FoyerError, PATHS, POPUP, type FederatedMasterApp, type OpenMode } from '@foyer/core';
import type { FederatedMemberApp } from './types.js';

/**
 * Opens the master's federated page, first-party on the master's origin, where its own session cookie is sent even
 * with third-party cookies blocked. Synchronous on purpose: call it before any await in the click handler, or popup
 * blockers refuse it. `window` (SPEC §4, resolveOpenMode) opens it as a window of its own rather than a popup; the page
 * and its messages are the same.
 */
export function openFederatedPopup(master: FederatedMasterApp, app: FederatedMemberApp, mode: Exclude<OpenMode, 'redirect'> = 'popup'): Window {
  const query = new URLSearchParams({ appId: app.appId, origin: new URL(app.appUrl).origin });
  const url = `${new URL(master.appUrl).origin}${PATHS.federatedPage}?${query}`;
  const left = Math.max(0, (window.screen.width - POPUP.width) / 2);
  const top = Math.max(0, (window.screen.height - POPUP.height) / 2);
  const features = mode === 'popup' ? `popup,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}` : '';
  const popup = window.open(url, POPUP.federatedName, features);
  if (!popup) throw new FoyerError('popupOpenFailed');
  return popup;
}
