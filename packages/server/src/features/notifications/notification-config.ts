import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationConfig } from '@foyer/core';
import { z } from 'zod';
import type { Store } from '../../store/types.js';
import { httpUrl } from '../users/http-url.js';
import { withDefaults } from '../users/with-defaults.js';

/** POST /notification/config: the channels to switch; the webhook is set on its own route, which needs more rights. */
export const channelsPatch = z.strictObject({
  channels: z.strictObject(Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, z.boolean().optional()]))),
});

/** PUT /notification/webhook: where webhook notifications go, or null for nowhere. */
export const webhookBody = z.object({ url: httpUrl.nullable() });

export async function loadNotificationConfig(store: Store, did: string): Promise<NotificationConfig> {
  const [channels, webhook] = await Promise.all([store.userConfigs.get(did, 'notification-channels'), store.userConfigs.get(did, 'notification-webhook')]);
  return {
    channels: withDefaults(DEFAULT_NOTIFICATION_CHANNELS, channels),
    webhook: typeof webhook?.['url'] === 'string' ? { url: webhook['url'] } : null,
  };
}

export async function saveChannels(store: Store, did: string, patch: Partial<Record<NotificationChannel, boolean>>): Promise<NotificationConfig> {
  const { channels } = await loadNotificationConfig(store, did);
  await store.userConfigs.set(did, 'notification-channels', { ...channels, ...patch });
  return loadNotificationConfig(store, did);
}

export async function setWebhook(store: Store, did: string, url: string | null): Promise<NotificationConfig> {
  await store.userConfigs.set(did, 'notification-webhook', { url });
  return loadNotificationConfig(store, did);
}
