import type { NotificationConfig } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/** Posts notifications to an http(s) URL, or to none with null; needs a role that may mutate webhooks (SPEC §6). */
export function setNotificationWebhook(request: HttpRequest, url: string | null): Promise<NotificationConfig> {
  return request<NotificationConfig>(USER_PATHS.notificationWebhook, { method: 'PUT', body: { url } });
}
