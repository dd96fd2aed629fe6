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
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AuthReply } from '../connect/auth-reply.js';
import type { DidConfiguration } from '../did-domain/did-configuration.js';
import type { RegisteredClient } from '../oidc/register-client.js';
import type { didDocument } from '../well-known/did-document.js';
import type { LinkedDomainRecord } from '../../store/types.js';
import { appInfoSchema, federatedAdminSettingsSchema, federatedMemberSchema, offeredOAuthProvidersSchema } from './app-info-schemas.js';
import { clientSummarySchema, registeredClientSchema, rotatedClientSchema } from './authorization-server-schemas.js';
import { authReplySchema, statusPollResponseSchema, tokenResponseSchema } from './connect-schemas.js';
import { didConfigurationSchema, linkedDomainListSchema } from './did-domain-schemas.js';
import { errorBodySchema } from './error-body-schema.js';
import { loginResultSchema, quickLoginResultSchema } from './login-result-schemas.js';
import { refreshResponseSchema, sessionResponseSchema } from './session-schemas.js';
import { passportSchema } from './passport-schemas.js';
import { notificationConfigSchema, privacyConfigSchema, publicUserSchema, sessionUserSchema, unreadResponseSchema, userSchema } from './user-schemas.js';
import { userSessionPageSchema } from './user-session-schemas.js';
import { authenticationResponseShape, registrationResponseShape } from './webauthn-body-schemas.js';
import { didDocumentSchema } from './well-known-schemas.js';

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

  it('infer exactly the server-side types the handlers return, where there is no core type', () => {
    expectTypeOf<z.infer<typeof authReplySchema>>().toEqualTypeOf<AuthReply>();
    expectTypeOf<z.infer<typeof didConfigurationSchema>>().toEqualTypeOf<DidConfiguration>();
    expectTypeOf<z.infer<typeof didDocumentSchema>>().toEqualTypeOf<ReturnType<typeof didDocument>>();
    // did-domain-routes.ts's toLinkedDomain: the record without its credential and proof, with the domain's origin.
    expectTypeOf<z.infer<typeof linkedDomainListSchema>>().branded.toEqualTypeOf<(Omit<LinkedDomainRecord, 'credential' | 'proof'> & { origin: string })[]>();
    expectTypeOf<z.infer<typeof registeredClientSchema>>().toEqualTypeOf<RegisteredClient>();
    expectTypeOf<z.infer<typeof registrationResponseShape>>().toEqualTypeOf<RegistrationResponseJSON>();
    expectTypeOf<z.infer<typeof authenticationResponseShape>>().toEqualTypeOf<AuthenticationResponseJSON>();
  });
});
