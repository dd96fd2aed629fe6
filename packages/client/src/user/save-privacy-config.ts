import type { PrivacyConfig } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/** Switches the given fields public (true) or private; answers the whole config. */
export function savePrivacyConfig(request: HttpRequest, changes: Partial<PrivacyConfig>): Promise<PrivacyConfig> {
  return request<PrivacyConfig>(USER_PATHS.privacyConfig, { method: 'POST', body: changes });
}
