import { FEDERATION_PENDING_CAP, FoyerError, type FederatedMemberStatus } from '@foyer/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import type { FederationDeps } from './federation-deps.js';
import { keyOfOwnDid } from './key-of-own-did.js';
import { pinJoiningMember } from './pin-joining-member.js';
import { fetchAppIdentity } from './pin-app.js';
import { verifyServerCall } from './verify-server-call.js';

const requestBody = z.object({ appUrl: z.string().max(2048) });

async function appUrlOf(c: Context<AppEnv>): Promise<string> {
  const parsed = requestBody.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw new FoyerError('badRequest');
  return parsed.data.appUrl;
}

/**
 * The master's side of a join. Proof comes first: the call must be signed with the key the caller's DID is made from,
 * so nothing is fetched for a caller who proved nothing. Only then is the did.json at the URL it names read, which must
 * publish that DID with that key (the URL speaks for the DID). A known app keeps its pin; see pinJoiningMember.
 */
export async function receiveJoinRequest(c: Context<AppEnv>, { store, appKey, config, outbound }: FederationDeps): Promise<{ status: FederatedMemberStatus }> {
  const iss = await verifyServerCall(c, { store, appKey, appUrl: config.appUrl }, keyOfOwnDid);
  const appUrl = await appUrlOf(c);
  // A member record under this app's own DID, or its master's, would let that record's key speak for them.
  if (iss === appKey.did || (await store.federatedApps.find('master', iss))) throw new FoyerError('federationJoinSelf');
  const known = await store.federatedApps.find('member', iss);
  if (!known && (await store.federatedApps.list('member')).filter((app) => app.status === 'pending').length >= FEDERATION_PENDING_CAP) {
    throw new FoyerError('federationPendingFull');
  }
  const identity = await fetchAppIdentity(outbound, appUrl);
  if (!identity || identity.appId !== iss) throw new FoyerError('federationAppMismatch', { params: { appUrl, appId: iss } });
  return { status: await pinJoiningMember(store, known, identity) };
}
