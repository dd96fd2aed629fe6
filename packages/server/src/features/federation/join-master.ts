import { type FederatedAdminSettings, type FederatedMemberStatus, FoyerError, SERVER_PATHS } from '@foyer/core';
import { z } from 'zod';
import type { FederationDeps } from './federation-deps.js';
import { federatedSettings, masterOf } from './federated-settings.js';
import { fetchAppIdentity } from './pin-app.js';
import { postSigned } from './post-signed.js';

const requestAnswer = z.object({ status: z.enum(['pending', 'approved', 'rejected']) });
const errorAnswer = z.object({ error: z.string() });

/**
 * A member asks the app at `masterUrl` to be its master: it pins the key that URL's own did.json publishes, then sends
 * a signed join request, which the master answers with the member's standing (pending until its admin decides).
 */
export async function joinMaster({ store, appKey, config, outbound }: FederationDeps, masterUrl: string): Promise<FederatedAdminSettings> {
  const current = await masterOf(store);
  // A rejected member may ask again (the master answers its standing); otherwise one master at a time, so a pending or approved one is left first.
  if (current && current.status !== 'rejected') throw new FoyerError('federationAlreadyJoined');
  const master = await fetchAppIdentity(outbound, masterUrl);
  if (!master || master.appId === appKey.did) throw new FoyerError('federationMasterMissing');
  if (current) await store.federatedApps.remove('master', current.appId);
  // Pinned before asking, so the master's signed status answer (it may approve at once) is already verifiable.
  await store.federatedApps.save({ role: 'master', ...master, status: 'pending' }, Date.now());
  const answer = await postSigned({ appKey, outbound }, master, SERVER_PATHS.federatedRequests, { appUrl: config.appUrl }).catch(() => null);
  const body: unknown = await answer?.json().catch(() => null);
  const accepted = answer?.ok ? requestAnswer.safeParse(body) : null;
  if (!accepted?.success) {
    await store.federatedApps.remove('master', master.appId);
    if (!answer) throw new FoyerError('federationMasterMissing');
    const reason = errorAnswer.safeParse(body);
    throw new FoyerError('federationRequestRefused', { params: { reason: reason.success ? reason.data.error : `HTTP ${answer.status}` } });
  }
  const status: FederatedMemberStatus = accepted.data.status;
  // Pending is what was saved; writing it again could undo an approval the master pushed in the meantime.
  if (status !== 'pending') await store.federatedApps.setStatus('master', master.appId, status, Date.now());
  return federatedSettings(store);
}
