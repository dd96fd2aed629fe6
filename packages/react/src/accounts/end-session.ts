import { getVisitorId, type FoyerClient } from '@foyer/client';
import { PATHS, type UserSessionStatus } from '@foyer/core';

/**
 * Ends the signed-in session on the server without forgetting its tokens here, for a switch that stores the next
 * account's at once: `offline` keeps it saved on this browser, `expired` ends it for good. A failure is only warned
 * about, as in a plain logout.
 */
export async function endSession(client: FoyerClient, status: Exclude<UserSessionStatus, 'online'>): Promise<void> {
  try {
    await client.request(PATHS.logout, { method: 'POST', body: { visitorId: getVisitorId(), status } });
  } catch (error) {
    console.warn('Foyer: remote logout failed', error);
  }
}
