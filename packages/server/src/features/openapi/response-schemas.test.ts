import type {
  AppInfo,
  ClientSummary,
  ErrorBody,
  FederatedAdminSettings,
  FederatedMember,
  LoginResult,
  NotificationConfig,
  OfferedOAuthProvider,
  Paging,
  Passport,
  PrivacyConfig,
  PublicUser,
  QuickLoginResult,
  RefreshResponse,
  RotatedClient,
  SessionResponse,
  SessionUser,
  StatusPollResponse,
  TokenResponse,
  UnreadResponse,
  User,
  UserSession,
} from '@foyer/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { appInfoSchema, federatedAdminSettingsSchema, federatedMemberSchema, offeredOAuthProvidersSchema } from './app-info-schemas.js';
import { clientSummarySchema, rotatedClientSchema } from './authorization-server-schemas.js';
import { statusPollResponseSchema, tokenResponseSchema } from './connect-schemas.js';
import { errorBodySchema } from './error-body-schema.js';
import { loginResultSchema, quickLoginResultSchema } from './login-result-schemas.js';
import { refreshResponseSchema, sessionResponseSchema } from './session-schemas.js';
import { passportSchema } from './passport-schemas.js';
import { notificationConfigSchema, privacyConfigSchema, publicUserSchema, sessionUserSchema, unreadResponseSchema, userSchema } from './user-schemas.js';
import { userSessionPageSchema } from './user-session-schemas.js';

// The response schemas restate @foyer/core's types (core has no zod, so the browser bundle none); these keep the two equal.
describe('response schemas', () => {
  it('infer exactly the types @foyer/core declares', () => {
    expectTypeOf<z.infer<typeof userSchema>>().toEqualTypeOf<User>();
    expectTypeOf<z.infer<typeof sessionUserSchema>>().toEqualTypeOf<SessionUser>();
    expectTypeOf<z.infer<typeof passportSchema>>().toEqualTypeOf<Passport>();
    expectTypeOf<z.infer<typeof publicUserSchema>>().toEqualTypeOf<PublicUser>();
    expectTypeOf<z.infer<typeof privacyConfigSchema>>().toEqualTypeOf<PrivacyConfig>();
    expectTypeOf<z.infer<typeof notificationConfigSchema>>().toEqualTypeOf<NotificationConfig>();
    expectTypeOf<z.infer<typeof unreadResponseSchema>>().toEqualTypeOf<UnreadResponse>();
    expectTypeOf<z.infer<typeof sessionResponseSchema>>().toEqualTypeOf<SessionResponse>();
    expectTypeOf<z.infer<typeof refreshResponseSchema>>().toEqualTypeOf<RefreshResponse>();
    // `branded`: core writes these as intersections, which are equal to zod's flat objects but not identical.
    expectTypeOf<z.infer<typeof loginResultSchema>>().branded.toEqualTypeOf<LoginResult>();
    expectTypeOf<z.infer<typeof quickLoginResultSchema>>().branded.toEqualTypeOf<QuickLoginResult>();
    expectTypeOf<z.infer<typeof appInfoSchema>>().toEqualTypeOf<AppInfo>();
    expectTypeOf<z.infer<typeof federatedAdminSettingsSchema>>().toEqualTypeOf<FederatedAdminSettings>();
    expectTypeOf<z.infer<typeof federatedMemberSchema>>().toEqualTypeOf<FederatedMember>();
    expectTypeOf<z.infer<typeof offeredOAuthProvidersSchema>>().toEqualTypeOf<OfferedOAuthProvider[]>();
    expectTypeOf<z.infer<typeof clientSummarySchema>>().toEqualTypeOf<ClientSummary>();
    expectTypeOf<z.infer<typeof rotatedClientSchema>>().toEqualTypeOf<RotatedClient>();
    expectTypeOf<z.infer<typeof tokenResponseSchema>>().toEqualTypeOf<TokenResponse>();
    expectTypeOf<z.infer<typeof statusPollResponseSchema>>().toEqualTypeOf<StatusPollResponse>();
    expectTypeOf<z.infer<typeof userSessionPageSchema>>().toEqualTypeOf<{ list: UserSession[]; paging: Paging }>();
    expectTypeOf<z.infer<typeof errorBodySchema>>().toEqualTypeOf<ErrorBody>();
  });
});
