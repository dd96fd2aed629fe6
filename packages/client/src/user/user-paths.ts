import { NOTIFICATIONS_PREFIX, USER_SERVICE_PREFIX } from '@foyer/core';

/** The user-service routes of the Foyer server (SPEC §7). */
export const USER_PATHS = {
  user: USER_SERVICE_PREFIX,
  profile: `${USER_SERVICE_PREFIX}/profile`,
  refreshProfile: `${USER_SERVICE_PREFIX}/refreshProfile`,
  updateDidSpace: `${USER_SERVICE_PREFIX}/updateDidSpace`,
  privacyConfig: `${USER_SERVICE_PREFIX}/privacy/config`,
  notificationConfig: `${USER_SERVICE_PREFIX}/notification/config`,
  notificationWebhook: `${USER_SERVICE_PREFIX}/notification/webhook`,
  unreadCount: `${NOTIFICATIONS_PREFIX}/unread-count`,
} as const;
