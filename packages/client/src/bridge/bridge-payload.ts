import type { BridgePayload, SessionUser } from '@foyer/core';
import { getVisitorId } from '../storage/visitor-id.js';

/** SPEC §7's bridge payload for `user` (none: a signed-out visitor, '' for who) in the app `appPid`, seen from the page at `host`. */
export function bridgePayload(user: SessionUser | null, appPid: string, host: string): BridgePayload {
  return { did: user?.did ?? '', host, appPid, visitorId: getVisitorId(), sourceAppPid: user?.sourceAppPid ?? '', fullName: user?.fullName ?? '' };
}
