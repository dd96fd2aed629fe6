import {
  connectPath,
  createPasskey,
  createPassportLink,
  deleteUser,
  disconnectDidSpace,
  getInviteLink,
  getNotificationConfig,
  getPrivacyConfig,
  getProfile,
  getPublicUser,
  getUnreadCount,
  listMySessions,
  listPassports,
  listUserSessions,
  loginWithUserSession,
  openPassportConnect,
  PASSKEY_PATHS,
  refreshProfile,
  requestConnectStatus,
  requestConnectToken,
  saveNotificationChannels,
  savePrivacyConfig,
  sendPasskeyEmailCode,
  setNotificationWebhook,
  signInWithMaster,
  signInWithOAuth,
  signInWithPasskey,
  switchPassport,
  tellConnectTimeout,
  updateDidSpace,
  updateProfile,
  verifyPasskeyEmail,
  type AuthorizationGrant,
  type ConnectTokenQuery,
  type CreatePasskeyOptions,
  type FoyerClient,
  type HttpRequest,
  type PassportLinkInput,
  type RequestOptions,
  type SignInWithOAuthOptions,
  type SignInWithPasskeyOptions,
  type StatusAnswer,
} from '@foyer/client';
import { PATHS, SERVER_PATHS, type NotificationConfig, type PrivacyConfig, type ProfileUpdate, type QuickLoginInput, type RefreshResponse } from '@foyer/core';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Hono } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { uniqueSymbol } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import { installFakeAuthenticator } from '../../../../client/src/passkey/test-support/fake-authenticator.js';
import type { AppEnv } from '../../http/app-env.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { statusAnswerSchema, tokenResponseSchema } from './connect-schemas.js';
import { inviteLinkSchema } from './invite-link-schema.js';
import { federatedLoginResultSchema, oauthLoginResultSchema, passkeyLoginResultSchema, quickLoginResultSchema } from './login-result-schemas.js';
import type { OpenApiDocument } from './openapi-document.js';
import { creationOptionsSchema, emailCodeSentSchema, passkeyEmailVerifiedSchema, passkeyRegistrationSchema, requestOptionsSchema } from './passkey-schemas.js';
import { passportLinkSchema, passportListSchema } from './passport-schemas.js';
import { refreshResponseSchema, sessionResponseSchema, switchedTokensSchema } from './session-schemas.js';
import { clientCalls } from './test-support/client-calls.js';
import { notificationConfigSchema, privacyConfigSchema, publicUserSchema, sessionUserSchema, unreadResponseSchema } from './user-schemas.js';
import { userSessionListSchema, userSessionPageSchema } from './user-session-schemas.js';

/**
 * @foyer/client against the OpenAPI document: each call's answer type is the one its route's response schema infers
 * (checked by tsc), and each request it sends passes the route's own validators and names only fields the document lists.
 */

const [factory] = storeFactories;

type Answer<Call extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Call>>;

// Made inside createFoyerClient, which needs a browser's storage: only their answers are checked, by type.
const BROWSER_ONLY = new Set([`GET ${PATHS.session}`, `POST ${PATHS.refreshSession}`, `POST ${PATHS.logout}`]);

// Sent by the client and dropped by the route's schema, so the document does not list them.
const IGNORED_BY_SERVER = new Set([`POST ${PASSKEY_PATHS.auth} query targetAppPid`, `GET ${connectPath('login', 'status')} query provider`]);

/** What the client put on the wire for one call, as createHttp would send it. */
interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

// One answer fits every call, so each client function runs to its end: answers are checked by type, not here.
const ANSWER = {
  token: 'session-token',
  url: 'https://app.test/connect',
  status: 'error',
  error: 'stop polling',
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'App', id: 'app.test' },
  user: { id: 'dXNlcg', name: 'ada', displayName: 'Ada' },
  pubKeyCredParams: [],
  verified: true,
  credentialId: 'cred-1',
  list: [],
  unReadCount: 0,
};

/** A request function that records each call as createHttp would send it (no undefined or null query values, the body as JSON). */
function recordingRequest(sent: SentRequest[]): HttpRequest {
  return async <T,>(path: string, options: RequestOptions = {}) => {
    const query = Object.entries(options.query ?? {}).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]]));
    sent.push({ method: options.method ?? 'GET', path, query: Object.fromEntries(query), body: options.body === undefined ? undefined : JSON.parse(JSON.stringify(options.body)) });
    return ANSWER as T;
  };
}

const DID = 'did:abt:z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';
// A raw P-256 public key is 87 base64url characters.
const PAGE_KEY = 'B'.repeat(87);

// Every field of the client's input types: a field added to one fails tsc here until it is sent, and so checked.
const profileUpdate: Required<ProfileUpdate> = {
  locale: 'en',
  inviter: DID,
  metadata: { bio: 'Hi', joinedAt: '2025-01-01', email: 'ada@example.com', phone: { country: 'GB', phoneNumber: '+44 20 7946 0000' }, location: 'London', timezone: 'Europe/London', links: [{ url: 'https://example.com' }] },
  address: { country: 'GB', province: 'England', city: 'London', postalCode: 'N1', line1: '1 Road', line2: 'Flat 2' },
};
const quickLogin: Required<QuickLoginInput> = { id: 'session-1', appPid: 'zApp', userDid: DID, passportId: 'passport-1', visitorId: 'visitor-1' };
const tokenQuery: Required<ConnectTokenQuery> = { forceConnected: DID, autoConnect: true, visitorId: 'visitor-1', sourceToken: 'source', sourceAppPid: 'zApp', inviter: DID };
const passportLink: Required<PassportLinkInput> = { role: 'member', title: 'Member', expiresAt: Date.now() + 60_000 };
const grant: Required<AuthorizationGrant> = { type: 'authorization_response', provider: 'github', code: 'code', state: 'state', iss: 'https://github.com' };
const oauthOptions: Required<SignInWithOAuthOptions> = { action: 'login', sourceAppPid: 'zApp', inviter: DID, locale: 'en' };
const privacy: PrivacyConfig = { email: true, phone: false, bio: true, joinedAt: true, location: false, timezone: true, links: true };
const channels: NotificationConfig['channels'] = { app: true, email: false, push: true, webhook: false };
const newPasskey: Required<Omit<CreatePasskeyOptions, 'signal'>> = { email: 'ada@example.com', emailToken: 'email-token', connect: false, inviter: DID };
const passkeySignIn: Required<Omit<SignInWithPasskeyOptions, 'signal'>> = { credentialId: 'Y3JlZA', targetAppPid: 'zApp', autofill: false };
const tokenRequest: Required<Omit<Parameters<typeof requestConnectToken>[1], 'signal'>> = { action: 'login', publicKey: PAGE_KEY, locale: 'en', provider: 'wallet', query: tokenQuery, extraParams: {} };
const statusRequest: Required<Omit<Parameters<typeof requestConnectStatus>[1], 'signal'>> = { action: 'login', token: 'session-token', locale: 'en', provider: 'wallet' };

/** Each call of @foyer/client that runs outside a browser (WebAuthn is faked below). */
const CALLS: ((request: HttpRequest) => Promise<unknown>)[] = [
  getProfile,
  (request) => updateProfile(request, profileUpdate),
  refreshProfile,
  (request) => updateDidSpace(request, { did: DID, name: 'Space', url: 'https://space.example', grant: 'aGVhZA.Ym9keQ.c2ln' }),
  disconnectDidSpace,
  (request) => getPublicUser(request, DID),
  deleteUser,
  getPrivacyConfig,
  (request) => savePrivacyConfig(request, privacy),
  getNotificationConfig,
  (request) => saveNotificationChannels(request, channels),
  (request) => setNotificationWebhook(request, 'https://hooks.example.com/foyer'),
  getUnreadCount,
  (request) => sendPasskeyEmailCode(request, 'ada@example.com', 'en'),
  (request) => verifyPasskeyEmail(request, { email: 'ada@example.com', code: '123456' }, 'en'),
  (request) => createPasskey(request, newPasskey),
  (request) => signInWithPasskey(request, passkeySignIn),
  (request) => signInWithMaster(request, 'assertion', { locale: 'en' }),
  (request) => loginWithUserSession(request, quickLogin),
  (request) => listUserSessions(request, { userDid: DID, appPid: 'zApp' }),
  (request) => listMySessions(request, { page: 2, pageSize: 5 }),
  (request) => requestConnectToken(request, tokenRequest),
  (request) => requestConnectStatus(request, statusRequest),
  (request) => tellConnectTimeout(request, 'login', 'session-token'),
  async (request) => (await openPassportConnect(request, 'issue-passport', { passportToken: 'passport-token' })).done,
  listPassports,
  (request) => createPassportLink(request, passportLink),
  (request) => switchPassport(request, 'passport-1'),
  getInviteLink,
  (request) => signInWithOAuth(request, grant, oauthOptions),
];

/** The validators `validate()` marked on a route, each with its target (json, query, …) and its schema's check. */
type ValidatorMark = { target: string; validate: (value: unknown) => StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> };

function validatorsOf(app: Hono<AppEnv>, method: string, path: string): ValidatorMark[] {
  return app.routes.flatMap((route) => {
    const mark = (findTargetHandler(route.handler) as { [uniqueSymbol]?: Partial<ValidatorMark> })[uniqueSymbol];
    return route.method === method && route.path === path && mark?.target && mark.validate ? [mark as ValidatorMark] : [];
  });
}

const schemaOf = (document: OpenApiDocument, schema: OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject | undefined): OpenAPIV3_1.SchemaObject | undefined =>
  schema && '$ref' in schema ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;

/** The query parameters and body fields the document lists for an operation; a body open to any field has none listed. */
function documentedFields(document: OpenApiDocument, method: string, path: string) {
  const operation = document.paths[path]?.[method.toLowerCase() as OpenAPIV3_1.HttpMethods];
  const parameters = (operation?.parameters ?? []).map((parameter) => ('$ref' in parameter ? document.components?.parameters?.[parameter.$ref.split('/').pop()!] : parameter));
  const query = new Set(parameters.flatMap((parameter) => (parameter && 'in' in parameter && parameter.in === 'query' ? [parameter.name] : [])));
  const requestBody = operation?.requestBody && !('$ref' in operation.requestBody) ? operation.requestBody : undefined;
  const body = schemaOf(document, requestBody?.content['application/json']?.schema);
  // A body schema without properties (WebAuthn's credential, which its library checks) or open to more lists nothing to hold to.
  const bodyFields = body?.properties && !body.additionalProperties ? new Set(Object.keys(body.properties)) : undefined;
  return { operation, query, bodyFields };
}

describe('@foyer/client against the OpenAPI document', () => {
  let server: TestServer;
  let document: OpenApiDocument;

  beforeAll(async () => {
    if (!factory) throw new Error('no store factory');
    server = await startTestServer({ factory, config: { mode: 'production' } });
    document = await (await server.request(SERVER_PATHS.openApi)).json();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('expects each answer as its route\'s response schema infers it (tsc checks these)', () => {
    expectTypeOf<NonNullable<Answer<FoyerClient['getSession']>>>().toEqualTypeOf<z.infer<typeof sessionResponseSchema>>();
    // What createRefresher and tradeForCookies ask for.
    expectTypeOf<RefreshResponse>().toEqualTypeOf<z.infer<typeof refreshResponseSchema>>();
    for (const call of [getProfile, updateProfile, refreshProfile, updateDidSpace, disconnectDidSpace]) expectTypeOf<Answer<typeof call>>().toEqualTypeOf<z.infer<typeof sessionUserSchema>>();
    expectTypeOf<Answer<typeof getPublicUser>>().toEqualTypeOf<z.infer<typeof publicUserSchema>>();
    for (const call of [getPrivacyConfig, savePrivacyConfig]) expectTypeOf<Answer<typeof call>>().toEqualTypeOf<z.infer<typeof privacyConfigSchema>>();
    for (const call of [getNotificationConfig, saveNotificationChannels, setNotificationWebhook]) expectTypeOf<Answer<typeof call>>().toEqualTypeOf<z.infer<typeof notificationConfigSchema>>();
    expectTypeOf<Answer<typeof getUnreadCount>>().toEqualTypeOf<z.infer<typeof unreadResponseSchema>['unReadCount']>();
    expectTypeOf<Answer<typeof sendPasskeyEmailCode>>().toEqualTypeOf<z.infer<typeof emailCodeSentSchema>>();
    expectTypeOf<Answer<typeof verifyPasskeyEmail>>().toEqualTypeOf<z.infer<typeof passkeyEmailVerifiedSchema>>();
    expectTypeOf<Answer<typeof createPasskey>>().toEqualTypeOf<z.infer<typeof passkeyRegistrationSchema>>();
    // WebAuthn's options are the library's types; the document lists the fields a page relies on.
    expectTypeOf<PublicKeyCredentialCreationOptionsJSON>().toExtend<z.infer<typeof creationOptionsSchema>>();
    expectTypeOf<PublicKeyCredentialRequestOptionsJSON>().toExtend<z.infer<typeof requestOptionsSchema>>();
    // `branded`: the client writes these as intersections, equal to zod's flat objects but not identical.
    expectTypeOf<Answer<typeof signInWithPasskey>>().branded.toEqualTypeOf<z.infer<typeof passkeyLoginResultSchema>>();
    expectTypeOf<Answer<typeof signInWithMaster>>().branded.toEqualTypeOf<z.infer<typeof federatedLoginResultSchema>>();
    expectTypeOf<Answer<typeof loginWithUserSession>>().branded.toEqualTypeOf<z.infer<typeof quickLoginResultSchema>>();
    expectTypeOf<Answer<typeof signInWithOAuth>>().branded.toEqualTypeOf<z.infer<typeof oauthLoginResultSchema>>();
    expectTypeOf<Answer<typeof listUserSessions>>().toEqualTypeOf<z.infer<typeof userSessionListSchema>['list']>();
    expectTypeOf<Answer<typeof listMySessions>>().toEqualTypeOf<z.infer<typeof userSessionPageSchema>>();
    expectTypeOf<Answer<typeof requestConnectToken>>().toEqualTypeOf<z.infer<typeof tokenResponseSchema>>();
    expectTypeOf<StatusAnswer>().toEqualTypeOf<z.infer<typeof statusAnswerSchema>>();
    expectTypeOf<Answer<typeof listPassports>>().toEqualTypeOf<z.infer<typeof passportListSchema>>();
    expectTypeOf<Answer<typeof createPassportLink>>().toEqualTypeOf<z.infer<typeof passportLinkSchema>>();
    expectTypeOf<Answer<typeof switchPassport>>().toEqualTypeOf<z.infer<typeof switchedTokensSchema>>();
    expectTypeOf<Answer<typeof getInviteLink>>().toEqualTypeOf<z.infer<typeof inviteLinkSchema>['url']>();
  });

  it('sends requests its routes\' validators accept, naming only fields the document lists', async () => {
    const sent: SentRequest[] = [];
    const request = recordingRequest(sent);
    // WebAuthn as the client's own tests fake it; Node has no navigator to hang it on.
    vi.stubGlobal('navigator', {});
    const authenticator = installFakeAuthenticator();
    try {
      for (const call of CALLS) await call(request).catch(() => undefined);
    } finally {
      authenticator.uninstall();
      vi.unstubAllGlobals();
    }

    const problems: string[] = [];
    for (const { method, path, query, body } of sent) {
      const call = `${method} ${path}`;
      const { operation, query: documentedQuery, bodyFields } = documentedFields(document, method, path);
      if (!operation) problems.push(`${call}: not in the document`);
      for (const key of Object.keys(query)) if (!documentedQuery.has(key) && !IGNORED_BY_SERVER.has(`${call} query ${key}`)) problems.push(`${call}: query ${key} is not documented`);
      for (const key of Object.keys(body ?? {})) if (bodyFields && !bodyFields.has(key)) problems.push(`${call}: body field ${key} is not documented`);
      for (const { target, validate } of validatorsOf(server.foyer.app, method, path)) {
        const value = target === 'query' ? query : target === 'json' ? (body ?? {}) : undefined;
        if (value === undefined) continue;
        const result = await validate(value);
        for (const issue of result.issues ?? []) problems.push(`${call}: ${target} ${issue.path?.join('.') ?? ''} ${issue.message}`);
      }
    }
    expect(problems).toEqual([]);

    // Every request the client's source makes was made here, but for createFoyerClient's own.
    const made = new Set(sent.map(({ method, path }) => `${method} ${path}`));
    const { requests } = await clientCalls();
    expect([...requests.keys()].filter((call) => !made.has(call) && !BROWSER_ONLY.has(call))).toEqual([]);
  });
});
