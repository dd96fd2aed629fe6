import { NOTIFICATION_CHANNELS } from './platform.js';

/** Profile fields a user may show on their public profile or keep to themselves (SPEC §3 card metadata and contact details). */
export const PRIVACY_FIELDS = ['email', 'phone', 'bio', 'joinedAt', 'location', 'timezone', 'links'] as const;
export type PrivacyField = (typeof PRIVACY_FIELDS)[number];

/** true shows the field to others; contact details stay private until their owner opens them. */
export const DEFAULT_PRIVACY: Readonly<Record<PrivacyField, boolean>> = {
  email: false,
  phone: false,
  bio: true,
  joinedAt: true,
  location: true,
  timezone: true,
  links: true,
};

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const DEFAULT_NOTIFICATION_CHANNELS: Readonly<Record<NotificationChannel, boolean>> = { app: true, email: true, push: true, webhook: true };

/** Lengths and counts a profile's card metadata and address may reach. */
export const PROFILE_LIMITS = { bio: 500, text: 100, links: 5, url: 2048 } as const;
