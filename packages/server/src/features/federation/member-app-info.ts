import { FEDERATED_APPROVED, type AppInfo } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store } from '../../store/types.js';
import { appInfo } from '../app-info/app-info-routes.js';
import { appFederation } from './federated-settings.js';

/** SPEC §3 token response's `memberAppInfo`: this app's info with its `federated` field while its master approved it, else null. */
export async function memberAppInfo(store: Store, appDid: string, config: Pick<FoyerConfig, 'appName' | 'appDescription' | 'appUrl'>): Promise<AppInfo | null> {
  const federated = await appFederation(store);
  return federated?.status === FEDERATED_APPROVED ? { ...appInfo(appDid, config), federated } : null;
}
