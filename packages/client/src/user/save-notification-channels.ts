import type { NotificationChannel, NotificationConfig } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/** Switches the given notification channels on or off; answers the whole config. */
export function saveNotificationChannels(request: HttpRequest, channels: Partial<Record<NotificationChannel, boolean>>): Promise<NotificationConfig> {
  return request<NotificationConfig>(USER_PATHS.notificationConfig, { method: 'POST', body: { channels } });
}
