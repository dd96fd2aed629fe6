import type { PrivacyConfig } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

export function getPrivacyConfig(request: HttpRequest): Promise<PrivacyConfig> {
  return request<PrivacyConfig>(USER_PATHS.privacyConfig);
}
