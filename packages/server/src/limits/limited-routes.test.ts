import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, HEADERS, KYC_EMAIL_PREFIX, OAUTH_API_PREFIX, PASSKEY_PREFIX, PATHS, SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, openConnect } from '../features/connect/test-support/connect-page.js';
import { OIDC_PATHS } from '../features/oidc/oidc-paths.js';
import { storeFactories, type StoreFactory } from '../store/test-support/stores.js';
import { startTestServer, type TestRequestInit, type TestServer } from '../test-support/start-test-server.js';
import type { LimitName } from './limit-rules.js';
import { fillLimit } from './test-support/fill-limit.js';

const sqlite = storeFactories.find((factory) => factory.name === 'sqlite') as StoreFactory;
// The test server listens on loopback and trusts no proxy, so every call here comes from this address.
const CALLER = '127.0.0.1';

describe('every family of limited routes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory: sqlite, config: { emailKyc: true } });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Spends `key`'s allowance under `name`, expects the call refused with 429, Retry-After and the given message, and gives the allowance back. */
  async function expectLimited(name: LimitName, key: string, path: string, init: TestRequestInit, code = 'tooManyRequests') {
    await fillLimit(server.store, name, key);
    const response = await server.request(path, init);
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get(HEADERS.retryAfter));
    expect(seconds).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ code, error: expect.stringContaining(`${seconds} seconds`) });
    await server.store.rateLimits.remove(`limit:${name}:${key}`);
  }

  it('limits the codes mailed to one address, whoever asks and however it is spelled', async () => {
    const email = `${randomUUID()}@example.com`;
    await expectLimited('sendCodePerAddress', email, `${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', json: { email: ` ${email.toUpperCase()}` } }, 'codeResendTooSoon');
    await expectLimited('sendCodePerAddress', email, `${PASSKEY_PREFIX}/email/send`, { method: 'POST', json: { email } }, 'codeResendTooSoon');
  });

  it('limits code tries per caller address', async () => {
    await expectLimited('codeCheckPerIp', CALLER, `${AUTH_SERVICE_PREFIX}/email/login`, { method: 'POST', json: { email: 'a@example.com', code: '123456' } });
    await expectLimited('codeCheckPerIp', CALLER, `${KYC_EMAIL_PREFIX}/verify`, { method: 'POST', json: { code: '123456' } });
    await expectLimited('codeCheckPerIp', CALLER, `${PASSKEY_PREFIX}/email/verify`, { method: 'POST', json: { email: 'a@example.com', code: '123456' } });
  });

  it('limits passkey options per caller address', async () => {
    await expectLimited('passkeyOptionsPerIp', CALLER, `${PASSKEY_PREFIX}/auth`, {});
    await expectLimited('passkeyOptionsPerIp', CALLER, `${PASSKEY_PREFIX}/register?email=a@example.com`, {});
  });

  it('limits the connect sessions one caller address opens', async () => {
    await expectLimited('connectSessionPerIp', CALLER, `${LOGIN}/token`, {});
  });

  it('limits what wallets send to one connect session, and from one address', async () => {
    const { token } = await openConnect(server);
    const answer = { method: 'POST', json: { userPk: 'z', userInfo: 'z' } };
    await expectLimited('walletAnswerPerSession', token, `${LOGIN}/auth?${CONNECT_QUERY.token}=${token}`, answer);
    await expectLimited('walletAnswerPerIp', CALLER, `${LOGIN}/auth/submit?${CONNECT_QUERY.token}=${randomUUID()}&userPk=z&userInfo=z`, {});
  });

  it('limits OAuth provider callbacks, and the code exchange after them, per caller address', async () => {
    await expectLimited('oauthCallbackPerIp', CALLER, `${PATHS.oauthLogin}/github/callback?code=c&state=s`, {});
    await expectLimited('oauthCallbackPerIp', CALLER, `${OAUTH_API_PREFIX}/login`, { method: 'POST', json: { provider: 'github', code: 'c', state: 's' } });
  });

  it("limits the authorization server's token endpoint and client registration per caller address", async () => {
    await expectLimited('tokenPerIp', CALLER, OIDC_PATHS.token, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials' }) });
    await expectLimited('registrationPerIp', CALLER, OIDC_PATHS.register, { method: 'POST', json: { redirect_uris: ['https://rp.example/cb'] } });
  });

  it('limits federated sign-ins at a member, and the signed calls between federated apps, per caller address', async () => {
    await expectLimited('federatedLoginPerIp', CALLER, PATHS.federatedLoginMaster, { method: 'POST', json: { assertion: 'a.b.c' } });
    await expectLimited('federatedCallPerIp', CALLER, SERVER_PATHS.federatedRequests, { method: 'POST', json: { appUrl: 'https://member.example' } });
    await expectLimited('federatedCallPerIp', CALLER, SERVER_PATHS.federatedStatus, { method: 'POST', json: { status: 'left' } });
    await expectLimited('federatedCallPerIp', CALLER, SERVER_PATHS.federatedMemberLeft, { method: 'POST', json: {} });
    await expectLimited('federatedCallPerIp', CALLER, SERVER_PATHS.federatedLogout, { method: 'POST', json: { masterSid: 's' } });
    await expectLimited('federatedCallPerIp', CALLER, SERVER_PATHS.federatedMemberLogout, { method: 'POST', json: { masterSid: 's' } });
  });

  it('limits connecting a DID Space, which calls out to the provider, per caller address', async () => {
    await expectLimited('connectSpacePerIp', CALLER, PATHS.didSpace, { method: 'PUT', json: { spaceGateway: { did: 'z', name: 'n', url: 'https://space.example', grant: 'a.b.c' } } });
  });
});
