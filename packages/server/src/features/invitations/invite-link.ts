import { PAGE_QUERY } from '@foyer/core';

/** The app's home page carrying the inviter's DID, which the page keeps as its invitation code until sign-in. */
export function inviteLink(appUrl: string, inviterDid: string): string {
  const url = new URL('/', appUrl);
  url.searchParams.set(PAGE_QUERY.inviter, inviterDid);
  return url.href;
}
