import {
  approvedMaster,
  openFederatedPopup,
  isInsideWalletApp,
  readStorageAccessRecord,
  rememberFederatedMaster,
  signInWithFederatedPopup,
  signInWithMaster,
  type FederatedLoginResult,
  type FoyerClient,
} from '@foyer/client';
import { FoyerError, resolveOpenMode } from '@foyer/core';
import { isInArcSphere } from '../../quick-login/is-in-arcsphere.js';
import type { MethodContext } from '../connect-method.js';
import { startPopupAttempt, type PopupAttempt } from '../popup-attempt.js';

/**
 * Opens the master's federated page and listens for its assertion at once, so it must run straight from a click; the
 * assertion is traded at this app's loginMaster even while the step's chunk still loads. The page is first-party on the
 * master's origin, so it works with third-party cookies blocked; it opens as SPEC §4 says (resolveOpenMode): a window,
 * or a popup once the master's bridge frame has storage access. Later visits sign in through that frame, no click.
 */
export function startFederatedSignIn({ appInfo, locale }: MethodContext, client: FoyerClient): PopupAttempt<FederatedLoginResult> {
  return startPopupAttempt(() => {
    if (!appInfo) throw new FoyerError('federatedLoginInfoMissing');
    const master = approvedMaster(appInfo);
    const granted = readStorageAccessRecord(master.appUrl)?.state === 'granted';
    // The account comes from the master, another app, and the federation is approved: SPEC §4's window, or a popup once granted.
    const mode = resolveOpenMode({ sourceAppDiffers: true, federated: true, storageAccessGranted: granted, inWalletOrArcSphere: isInsideWalletApp() || isInArcSphere() });
    const popup = openFederatedPopup(master, appInfo, mode === 'window' ? 'window' : 'popup');
    const exchange = async (assertion: string) => {
      const result = await signInWithMaster(client.request, assertion, { locale });
      // The master now holds its bridge cookie for this person, so a later visit may sign in through its bridge frame.
      rememberFederatedMaster(master.appUrl);
      return result;
    };
    return { popup, result: signInWithFederatedPopup(popup, exchange, { masterOrigin: new URL(master.appUrl).origin }) };
  });
}
