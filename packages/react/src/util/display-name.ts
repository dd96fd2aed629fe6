import type { SessionUser } from '@foyer/core';
import { shortDid } from './short-did.js';

/** E-mail and passkey accounts start without a name, so the address (or the DID) stands in for it. */
export function displayName(user: Pick<SessionUser, 'fullName' | 'email' | 'did'>): string {
  return user.fullName?.trim() || user.email || shortDid(user.did);
}
