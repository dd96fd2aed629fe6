import { PAGE_QUERY, STORAGE_KEYS } from '@foyer/core';
import { localStore } from '../storage/local-store.js';

/**
 * The inviter a sign-in should carry (SPEC §2 `inviter`): the page URL's, kept in local storage as the invitation
 * code (SPEC §3), else the code an earlier page kept; undefined when there is neither.
 */
export function rememberInviter(pageUrl: string = location.href): string | undefined {
  const fromUrl = new URL(pageUrl).searchParams.get(PAGE_QUERY.inviter);
  if (!fromUrl) return localStore.get(STORAGE_KEYS.invitationCode) ?? undefined;
  localStore.set(STORAGE_KEYS.invitationCode, fromUrl);
  return fromUrl;
}
