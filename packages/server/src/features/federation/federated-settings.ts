import { FEDERATED_APPROVED, type AppFederation, type FederatedAdminSettings, type FederatedMasterApp, type FederatedMember } from '@foyer/core';
import type { FederatedAppRecord, Store } from '../../store/types.js';
import { httpOrigin } from './http-origin.js';

const iso = (ms: number) => new Date(ms).toISOString();

export function toMasterApp({ appId, appPid, appName, appUrl, appLogo }: FederatedAppRecord): FederatedMasterApp {
  return { appId, appPid, appName, appUrl, ...(appLogo ? { appLogo } : {}) };
}

export function toMember(app: FederatedAppRecord): FederatedMember {
  const pending = app.pendingChange ? { pendingAppUrl: app.pendingChange.appUrl } : {};
  return { ...toMasterApp(app), status: app.status, ...pending, createdAt: iso(app.createdAt), updatedAt: iso(app.updatedAt) };
}

/** The master this app follows: one at most, since joining another is refused while it has one. */
export async function masterOf(store: Store): Promise<FederatedAppRecord | null> {
  return (await store.federatedApps.list('master'))[0] ?? null;
}

/** What an owner or admin sees: the master this app follows (and its standing there) and the apps that follow this one. */
export async function federatedSettings(store: Store): Promise<FederatedAdminSettings> {
  const [master, members] = await Promise.all([masterOf(store), store.federatedApps.list('member')]);
  return { ...(master ? { master: toMasterApp(master), config: { status: master.status } } : {}), members: members.map(toMember) };
}

/** The app info's `federated` field, read on every request so a status pushed by the master shows at once. */
export async function appFederation(store: Store): Promise<AppFederation | undefined> {
  const master = await masterOf(store);
  return master ? { master: toMasterApp(master), status: master.status } : undefined;
}

/** Origins the SDK may accept federated messages from: this app, its approved master, its approved members. */
export async function trustedDomains(store: Store, appUrl: string): Promise<string[]> {
  const [masters, members] = await Promise.all([store.federatedApps.list('master'), store.federatedApps.list('member')]);
  const approved = [...masters, ...members].filter((app) => app.status === FEDERATED_APPROVED).map((app) => httpOrigin(app.appUrl));
  return [...new Set([httpOrigin(appUrl), ...approved].filter((origin): origin is string => origin !== null))];
}
