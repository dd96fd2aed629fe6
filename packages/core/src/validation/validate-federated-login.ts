import { FEDERATED_APPROVED } from '../constants/statuses.js';
import type { FederatedMasterApp, FederatedSettings } from '../types/app.js';
import { invalid, valid, type Validation } from './result.js';

/** Federated login needs an approved federation and its master app; returns the master app. */
export function validateFederatedLogin(settings: FederatedSettings | undefined): Validation<FederatedMasterApp> {
  const master = settings?.master;
  return master && settings.config?.status === FEDERATED_APPROVED ? valid(master) : invalid('federatedLoginInfoMissing');
}
