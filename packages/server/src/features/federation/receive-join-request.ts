import { FoyerError, type FederatedMemberStatus } from '@foyer/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import type { FederationDeps } from './federation-deps.js';
import { fetchAppIdentity, type AppIdentity } from './pin-app.js';
import { verifyServerCall } from './verify-server-call.js';

const requestBody = z.object({ appUrl: z.string().max(2048) });

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * The master's side of a join: the caller is not pinned yet, so its key is read from the did.json at the appUrl it
 * claims (never from the request), and that document must name the DID that signed the request. The member waits as
 * pending for an admin; a repeated request keeps its standing, so a rejected member cannot queue itself again until
 * the admin removes it.
 */
export async function receiveJoinRequest(c: Context<AppEnv>, { store, appKey, config }: FederationDeps): Promise<{ status: FederatedMemberStatus }> {
  const pinned: { identity?: AppIdentity } = {};
  await verifyServerCall(c, { store, appKey, appUrl: config.appUrl }, async (iss, body) => {
    const parsed = requestBody.safeParse(parseJson(body));
    const identity = parsed.success ? await fetchAppIdentity(parsed.data.appUrl) : null;
    if (!identity || identity.appId !== iss || iss === appKey.did) return null;
    pinned.identity = identity;
    return identity.publicKey;
  });
  const member = pinned.identity;
  if (!member) throw new FoyerError('federationCallRefused');
  const known = await store.federatedApps.find('member', member.appId);
  const status: FederatedMemberStatus = known?.status ?? 'pending';
  await store.federatedApps.save({ role: 'member', ...member, status }, Date.now());
  return { status };
}
