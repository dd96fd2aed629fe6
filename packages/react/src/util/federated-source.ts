import type { AppInfo, UserSession } from '@foyer/core';

/** The master app's name for an account that signed up through it (its `sourceAppPid` names the master); else undefined. */
export function federatedSource(saved: UserSession, appInfo: AppInfo | null): string | undefined {
  const master = appInfo?.federated?.master;
  return master && saved.user?.sourceAppPid === master.appPid ? master.appName : undefined;
}
