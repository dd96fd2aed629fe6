import type { SessionUser } from '@foyer/core';
import { displayName } from '../util/display-name.js';
import { shortDid } from '../util/short-did.js';

type Who = Pick<SessionUser, 'fullName' | 'email' | 'did'>;

/** The line under an account's name: its e-mail, unless that already is the name, else its short DID. */
export function accountDetail(who: Who): string {
  return who.email && who.email !== displayName(who) ? who.email : shortDid(who.did);
}
