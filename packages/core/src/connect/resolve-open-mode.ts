import type { OpenMode } from '../constants/statuses.js';

export interface OpenModeInput {
  /** The mode the host asked for, which always wins. */
  given?: OpenMode;
  /** The account comes from another app than this one (its sourceAppPid differs). */
  sourceAppDiffers: boolean;
  /** This app's federation is approved. */
  federated: boolean;
  /** The storage-access record says `granted` for the master's bridge frame. */
  storageAccessGranted: boolean;
  /** Inside a DID wallet or ArcSphere, where a frame with storage access is no help. */
  inWalletOrArcSphere: boolean;
}

/**
 * SPEC §4: popup unless given; a window when the source app differs and the app is federated, except that with
 * storage access granted (and neither a wallet nor ArcSphere) the popup serves, the bridge frame carrying the session.
 */
export function resolveOpenMode({ given, sourceAppDiffers, federated, storageAccessGranted, inWalletOrArcSphere }: OpenModeInput): OpenMode {
  if (given) return given;
  if (!sourceAppDiffers || !federated) return 'popup';
  return storageAccessGranted && !inWalletOrArcSphere ? 'popup' : 'window';
}
