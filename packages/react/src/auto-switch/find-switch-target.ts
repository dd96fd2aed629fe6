import { getPublicUser, listUserSessions, type FoyerClient } from '@foyer/client';
import type { UserSession } from '@foyer/core';
import type { UserCardUser } from '../widgets/user-card/user-card.js';

export interface SwitchTarget {
  /** This browser's saved session of the account, which quick login re-enters; null when it has none. */
  saved: UserSession | null;
  /** What the confirmation shows of the account. */
  account: UserCardUser;
}

/** The account a switch goes to: its saved session when this browser has one, else what anyone may see of it. */
export async function findSwitchTarget(client: FoyerClient, did: string): Promise<SwitchTarget> {
  const [saved = null] = await listUserSessions(client.request, { userDid: did }).catch(() => []);
  if (saved?.user) return { saved, account: saved.user };
  // An account the server does not know is still shown by its DID; the wallet will answer for it or not.
  const account = await getPublicUser(client.request, did).catch(() => ({ did }));
  return { saved, account };
}
