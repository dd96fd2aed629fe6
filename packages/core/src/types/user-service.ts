import type { Locale } from '../constants/preferences.js';
import type { NotificationChannel, PrivacyField } from '../constants/user-settings.js';
import type { LoginResult } from './session.js';
import type { CardMetadata, UserAddress } from './user.js';

/** Which profile fields others see (true) on the user's public profile. */
export type PrivacyConfig = Record<PrivacyField, boolean>;

export interface NotificationConfig {
  channels: Record<NotificationChannel, boolean>;
  /** Where webhook notifications are posted; null when none is set. */
  webhook: { url: string } | null;
}

/** What anyone may read about a user by DID: never contact details their privacy config keeps private. */
export interface PublicUser {
  did: string;
  fullName: string;
  avatar?: string;
  role: string;
  roleTitle?: string;
  email?: string;
  phone?: string;
  metadata?: CardMetadata;
}

/** PUT /api/user/profile: fields left out stay as they are; metadata and address are replaced whole. */
export interface ProfileUpdate {
  locale?: Locale;
  inviter?: string;
  metadata?: CardMetadata;
  address?: UserAddress;
}

/**
 * The storage space a user connected (SPEC §3 storage connect result): `did` and `name` are kept as the user's didSpace;
 * `url` is the space's gateway and `grant` the provider's signed proof (compact JWS) that the wallet allowed this app.
 */
export interface SpaceGateway {
  did: string;
  name: string;
  url: string;
  grant: string;
}

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
}

/** POST /api/user-session/login: re-enter a session saved on this device. */
export interface QuickLoginInput {
  id: string;
  appPid: string;
  userDid: string;
  /** The passport to act under; the saved session's when absent. */
  passportId?: string;
  visitorId?: string;
}

/** A new session for the saved account; `destroySessionId` names the saved session it replaces. */
export type QuickLoginResult = LoginResult & { destroySessionId: string };
