import { LOCALES, NOTIFICATION_CHANNELS, PRIVACY_FIELDS, PROVIDERS, USER_TYPES } from '@foyer/core';
import { z } from 'zod';
import { passportSchema } from './passport-schemas.js';

// Response shapes of @foyer/core's user types (types/user.ts, user-service.ts); response-schemas.test.ts holds them equal.

const cardMetadataSchema = z
  .object({
    bio: z.string().optional(),
    joinedAt: z.string().optional(),
    email: z.string().optional(),
    phone: z.object({ country: z.string(), phoneNumber: z.string() }).optional(),
    location: z.string().optional(),
    timezone: z.string().optional(),
    links: z.array(z.object({ url: z.string() })).optional(),
  })
  .meta({ id: 'CardMetadata' });

const userAddressSchema = z
  .object({
    country: z.string().optional(),
    province: z.string().optional(),
    city: z.string().optional(),
    postalCode: z.string().optional(),
    line1: z.string().optional(),
    line2: z.string().optional(),
  })
  .meta({ id: 'UserAddress' });

export const connectedAccountSchema = z
  .object({ provider: z.enum(PROVIDERS), did: z.string(), showProvider: z.string().optional() })
  .meta({ id: 'ConnectedAccount', description: '`showProvider`: the provider-side label shown to the user, such as the GitHub login.' });

export const userSchema = z
  .object({
    did: z.string(),
    pk: z.string(),
    role: z.string(),
    fullName: z.string(),
    type: z.enum(USER_TYPES),
    sourceProvider: z.enum(PROVIDERS),
    sourceAppPid: z.string().optional(),
    locale: z.enum(LOCALES).optional(),
    inviter: z.string().optional(),
    metadata: cardMetadataSchema.optional(),
    address: userAddressSchema.optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    avatar: z.string().optional(),
    roleTitle: z.string().optional(),
    remark: z.string().optional(),
    passports: z.array(passportSchema).optional(),
    didSpace: z.object({ did: z.string(), name: z.string() }).optional(),
    extraConfigs: z.object({ connectedAccounts: z.array(connectedAccountSchema).optional(), sourceProvider: z.enum(PROVIDERS).optional() }).optional(),
  })
  .meta({ id: 'User', description: '`type` is wallet when the DID is a wallet\'s own, derived when issued for an OAuth, passkey or e-mail login.' });

export const sessionUserSchema = userSchema
  .extend({
    permanentDid: z.string(),
    walletDid: z.string().optional(),
    connectedDids: z.array(z.string()),
    sourceProviders: z.array(z.enum(PROVIDERS)),
    connectedAccounts: z.array(connectedAccountSchema),
  })
  .meta({ id: 'SessionUser', description: 'The user as a session sees it: the account\'s identities resolved; `walletDid` is the connected wallet\'s DID.' });

export const publicUserSchema = z
  .object({
    did: z.string(),
    fullName: z.string(),
    avatar: z.string().optional(),
    role: z.string(),
    roleTitle: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    metadata: cardMetadataSchema.optional(),
  })
  .meta({ id: 'PublicUser', description: 'What anyone may read about a user: never contact details their privacy config keeps private.' });

export const privacyConfigSchema = z
  .record(z.enum(PRIVACY_FIELDS), z.boolean())
  .meta({ id: 'PrivacyConfig', description: 'Which profile fields others see (true) on the user\'s public profile.' });

export const notificationConfigSchema = z
  .object({ channels: z.record(z.enum(NOTIFICATION_CHANNELS), z.boolean()), webhook: z.object({ url: z.string() }).nullable() })
  .meta({ id: 'NotificationConfig', description: '`webhook`: where webhook notifications are posted; null when none is set.' });

export const unreadResponseSchema = z.object({ unReadCount: z.number() }).meta({ id: 'UnreadResponse' });
