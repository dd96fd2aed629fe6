import { PATHS } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';

/** The link 'Invite friends' copies (SPEC §2.14): the app's address carrying the signed-in user's DID as `inviter`. */
export async function getInviteLink(request: HttpRequest): Promise<string> {
  return (await request<{ url: string }>(PATHS.inviteLink)).url;
}
