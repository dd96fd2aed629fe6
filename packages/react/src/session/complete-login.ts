import type { FoyerClient } from '@foyer/client';
import type { LoginResult, SessionUser } from '@foyer/core';
import { settleLoginResult } from './login-requests.js';

/** Applies a login result (if any) and reloads the session, as SPEC §4 "After login" asks; null when still signed out. */
export async function completeLogin(client: FoyerClient, result?: LoginResult): Promise<SessionUser | null> {
  if (result) {
    const { tokens, user } = await settleLoginResult(client.request, result);
    await client.applyLogin(tokens, user);
  }
  return (await client.getSession())?.user ?? null;
}
