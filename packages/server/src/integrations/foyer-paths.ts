import { PATHS, SERVER_PATHS, SERVICE_PREFIX } from '@foyer/core';

/** The documents Foyer answers at the top of /.well-known/; the rest of that prefix (acme-challenge, security.txt…) stays the app's. */
const WELL_KNOWN_DOCUMENTS: ReadonlySet<string> = new Set([
  SERVER_PATHS.didJson,
  SERVER_PATHS.didConfiguration,
  SERVER_PATHS.openidConfiguration,
  SERVER_PATHS.oauthAuthorizationServer,
  SERVER_PATHS.webauthnRelatedOrigins,
  SERVER_PATHS.ping,
  SERVER_PATHS.blacklist,
]);

/**
 * Whether a path is Foyer's to answer, as the demo mounts it: its service prefix, its well-known documents, the app
 * metadata script, and SPEC §2's shared bridge page, which lives outside the well-known prefix.
 */
export function isFoyerPath(pathname: string): boolean {
  return pathname.startsWith(`${SERVICE_PREFIX}/`) || WELL_KNOWN_DOCUMENTS.has(pathname) || pathname === PATHS.appMetadataScript || pathname === PATHS.sharedBridge;
}
