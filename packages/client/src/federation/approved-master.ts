import { validateFederatedLogin, type AppInfo, type FederatedMasterApp } from '@foyer/core';

/** The master app this app may sign in with; throws 'No federated login info detected' unless its federation is approved. */
export function approvedMaster(appInfo: Pick<AppInfo, 'federated'> | null): FederatedMasterApp {
  const federated = appInfo?.federated;
  const result = validateFederatedLogin(federated && { master: federated.master, config: { status: federated.status } });
  if (!result.ok) throw result.error;
  return result.value;
}
