import type { Bus } from '../../bus/types.js';
import type { OutboundFetch } from '../../outbound/outbound-fetch.js';
import type { Store } from '../../store/types.js';
import { checkSpace } from './check-space.js';
import type { ProviderKeys } from './provider-keys.js';
import type { DidSpaceBody } from './space-gateway-body.js';
import { verifySpaceGrant } from './verify-space-grant.js';

export interface ConnectDidSpaceDeps {
  store: Store;
  bus: Bus;
  providerKeys: ProviderKeys;
  /** The outbound guard the space's gateway is called through. */
  outboundFetch: OutboundFetch;
  appDid: string;
  spaceProviders: readonly string[];
}

/** Records the space as the user's didSpace once its grant holds and it stores an object; a refusal changes nothing. */
export async function connectDidSpace({ store, bus, providerKeys, outboundFetch, appDid, spaceProviders }: ConnectDidSpaceDeps, userDid: string, { spaceGateway }: DidSpaceBody): Promise<void> {
  const wallets = await store.connectedAccounts.listByUser(userDid);
  const userDids = [userDid, ...wallets.filter((account) => account.provider === 'wallet').map((account) => account.did)];
  await verifySpaceGrant(spaceGateway, { allowedOrigins: spaceProviders, providerKeys, appDid, userDids });
  await checkSpace(outboundFetch, spaceGateway, appDid);
  await store.users.update(userDid, { didSpace: { did: spaceGateway.did, name: spaceGateway.name } });
  await bus.publish('user.updated', { did: userDid });
}
