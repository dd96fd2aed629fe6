import { FEDERATED_MEMBER_STATUSES } from '@foyer/core';
import { z } from 'zod';

// Response shapes of @foyer/core's types/app.ts; response-schemas.test.ts holds them equal.

const offeredOAuthProviderSchema = z.object({ provider: z.string(), order: z.number() }).meta({ id: 'OfferedOAuthProvider' });

/** The enabled OAuth providers, in the order their buttons appear. */
export const offeredOAuthProvidersSchema = z.array(offeredOAuthProviderSchema);

const connectOptionsSchema = z
  .object({
    allowWallet: z.boolean(),
    allowEmail: z.boolean(),
    allowPasskey: z.boolean(),
    emailKyc: z.boolean(),
    oauthProviders: z.array(offeredOAuthProviderSchema).readonly(),
    invitesEnabled: z.boolean().optional(),
    nftCollections: z.array(z.string()).optional(),
  })
  .meta({ id: 'ConnectOptions', description: 'Which sign-in options the deployment turned on; `oauthProviders` in the order their buttons appear.' });

const federatedMasterAppSchema = z
  .object({ appId: z.string(), appPid: z.string(), appName: z.string(), appUrl: z.string(), appLogo: z.string().optional() })
  .meta({ id: 'FederatedMasterApp' });

export const appInfoSchema = z
  .object({
    appId: z.string(),
    appName: z.string(),
    appDescription: z.string(),
    appLogo: z.string(),
    appPid: z.string(),
    appUrl: z.string(),
    version: z.string().optional(),
    sourceAppPid: z.string().optional(),
    provider: z.literal('wallet'),
    connectOptions: connectOptionsSchema.optional(),
    federated: z.object({ master: federatedMasterAppSchema, status: z.string() }).optional(),
    domainAliases: z.array(z.string()).optional(),
    spaceProvider: z.string().optional(),
  })
  .meta({ id: 'AppInfo', description: 'The app a visitor signs in to, as the connect flow and the wallet see it; no `connectOptions` means every option.' });

export const federatedMemberSchema = z
  .object({
    appId: z.string(),
    appPid: z.string(),
    appName: z.string(),
    appUrl: z.string(),
    appLogo: z.string().optional(),
    status: z.enum(FEDERATED_MEMBER_STATUSES),
    pendingAppUrl: z.string().optional().meta({ description: 'An approved member asked to move here (or to a new key); its pinned URL stays in use until an admin approves.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FederatedMember' });

export const federatedAdminSettingsSchema = z
  .object({ master: federatedMasterAppSchema.optional(), config: z.object({ status: z.string() }).optional(), members: z.array(federatedMemberSchema) })
  .meta({ id: 'FederatedAdminSettings', description: 'The master this app follows (federated login is on only when `config.status` is approved) and, on a master, its members.' });
