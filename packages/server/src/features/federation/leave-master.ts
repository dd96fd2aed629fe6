import { type FederatedAdminSettings, SERVER_PATHS } from '@foyer/core';
import type { FederationDeps } from './federation-deps.js';
import { federatedSettings, masterOf } from './federated-settings.js';
import { tellApp } from './tell-app.js';

/** The member leaves its master: it forgets the pinned master at once and tells the master, which drops it from its members. */
export async function leaveMaster(deps: FederationDeps): Promise<FederatedAdminSettings> {
  const { store } = deps;
  const master = await masterOf(store);
  if (master) {
    await store.federatedApps.remove('master', master.appId);
    await tellApp(deps, master, SERVER_PATHS.federatedMemberLeft, {});
  }
  return federatedSettings(store);
}
