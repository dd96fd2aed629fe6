import { getVisitorId, loginWithUserSession, type FoyerClient } from '@foyer/client';
import type { QuickLoginResult, UserSession } from '@foyer/core';

/** A new session of an account saved on this browser (the saved one ends); nothing is stored yet. */
export function enterSavedAccount(client: FoyerClient, account: UserSession): Promise<QuickLoginResult> {
  return loginWithUserSession(client.request, { id: account.id, appPid: account.appPid, userDid: account.userDid, visitorId: getVisitorId() });
}
