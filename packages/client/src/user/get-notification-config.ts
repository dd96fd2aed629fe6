import type { NotificationConfig } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

export function getNotificationConfig(request: HttpRequest): Promise<NotificationConfig> {
  return request<NotificationConfig>(USER_PATHS.notificationConfig);
}
