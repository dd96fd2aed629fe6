import { NOTIFICATIONS_PREFIX, RESOURCES, USER_SERVICE_PREFIX, type UnreadResponse } from '@foyer/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { requireGrant } from '../../http/require-grant.js';
import { requireSession } from '../../http/require-session.js';
import { validate } from '../../http/validate.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';
import { channelsPatch, loadNotificationConfig, saveChannels, setWebhook, webhookBody } from './notification-config.js';
import { refusePrivateWebhook } from './refuse-private-webhook.js';
import { routeDocs } from '../openapi/describe.js';
import { notificationConfigSchema, unreadResponseSchema } from '../openapi/user-schemas.js';

const doc = routeDocs('Notifications');

export interface NotificationRoutesDeps {
  store: Store;
  sessions: SessionService;
  /** The outbound guard's setting: a developer's webhook receiver runs on their own machine or network. */
  allowPrivateOutbound: boolean;
}

const CONFIG_PATH = `${USER_SERVICE_PREFIX}/notification/config`;

/**
 * The signed-in user's notifications: the unread count (SPEC §6 query notification), their own channel switches (their
 * own data, any role) and the webhook they are posted to (mutate webhook: it makes the server call out to a URL).
 */
export function notificationRoutes({ store, sessions, allowPrivateOutbound }: NotificationRoutesDeps): Hono<AppEnv> {
  const signedIn = requireSession(sessions);

  return new Hono<AppEnv>()
    .get(`${NOTIFICATIONS_PREFIX}/unread-count`, doc('Number of unread notifications', unreadResponseSchema), requireGrant(sessions, 'query', RESOURCES.notification), async (c) =>
      c.json<UnreadResponse>({ unReadCount: await store.notifications.countUnread(c.var.caller.claims.sub) }),
    )
    .get(CONFIG_PATH, doc('Notification channels of the signed-in user', notificationConfigSchema), signedIn, async (c) => c.json(await loadNotificationConfig(store, c.var.signedIn.claims.sub)))
    .post(CONFIG_PATH, doc('Change notification channels', notificationConfigSchema), signedIn, validate('json', channelsPatch), async (c) => c.json(await saveChannels(store, c.var.signedIn.claims.sub, c.req.valid('json').channels)))
    .put(`${USER_SERVICE_PREFIX}/notification/webhook`, doc('Set the notification webhook URL', notificationConfigSchema), requireGrant(sessions, 'mutate', RESOURCES.webhook), validate('json', webhookBody), async (c) => {
      const { url } = c.req.valid('json');
      if (url && !allowPrivateOutbound) await refusePrivateWebhook(url);
      return c.json(await setWebhook(store, c.var.caller.claims.sub, url));
    });
}
