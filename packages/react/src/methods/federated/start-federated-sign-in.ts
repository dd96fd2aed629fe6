import { approvedMaster, openFederatedPopup, signInWithFederatedPopup, signInWithMaster, type FederatedLoginResult, type FoyerClient } from '@foyer/client';
import { FoyerError } from '@foyer/core';
import type { MethodContext } from '../connect-method.js';
import { startPopupAttempt, type PopupAttempt } from '../popup-attempt.js';

/**
 * Opens the master's federated page and listens for its assertion at once, so it must run straight from a click; the
 * assertion is traded at this app's loginMaster even while the step's chunk still loads. SPEC §4 would open a window
 * rather than a popup when the source app differs, but that mode needs the storage-access frames (a later step): the
 * popup, first-party on the master's origin, works with third-party cookies blocked, so it is the one mode used.
 */
export function startFederatedSignIn({ appInfo, locale }: MethodContext, client: FoyerClient): PopupAttempt<FederatedLoginResult> {
  return startPopupAttempt(() => {
    if (!appInfo) throw new FoyerError('federatedLoginInfoMissing');
    const master = approvedMaster(appInfo);
    const popup = openFederatedPopup(master, appInfo);
    const exchange = (assertion: string) => signInWithMaster(client.request, assertion, { locale });
    return { popup, result: signInWithFederatedPopup(popup, exchange, { masterOrigin: new URL(master.appUrl).origin }) };
  });
}
