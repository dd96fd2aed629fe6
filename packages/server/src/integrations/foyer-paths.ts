import { PATHS } from '@foyer/core';

/** The well-known prefix every Foyer route but two lives under (service API, pages, OAuth, discovery, DID documents). */
export const FOYER_PATH_PREFIX = '/.well-known/';

/**
 * Whether a path is Foyer's to answer, as the demo mounts it: everything under /.well-known/, the app metadata script, and
 * SPEC §2's shared bridge page, which lives outside the well-known prefix.
 */
export function isFoyerPath(pathname: string): boolean {
  return pathname.startsWith(FOYER_PATH_PREFIX) || pathname === PATHS.appMetadataScript || pathname === PATHS.sharedBridge;
}
