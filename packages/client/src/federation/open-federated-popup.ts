import { FoyerError, PATHS, POPUP, type FederatedMasterApp } from '@foyer/core';
import type { FederatedMemberApp } from './types.js';

/**
 * Opens the master's federated page, first-party on the master's origin, where its own session cookie is sent even
 * with third-party cookies blocked. Synchronous on purpose: call it before any await in the click handler, or popup
 * blockers refuse it.
 */
export function openFederatedPopup(master: FederatedMasterApp, app: FederatedMemberApp): Window {
  const query = new URLSearchParams({ appId: app.appId, origin: new URL(app.appUrl).origin });
  const url = `${new URL(master.appUrl).origin}${PATHS.federatedPage}?${query}`;
  const left = Math.max(0, (window.screen.width - POPUP.width) / 2);
  const top = Math.max(0, (window.screen.height - POPUP.height) / 2);
  const popup = window.open(url, POPUP.federatedName, `popup,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`);
  if (!popup) throw new FoyerError('popupOpenFailed');
  return popup;
}
