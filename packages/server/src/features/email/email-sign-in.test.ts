import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, EMAIL_CODE, PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { codeIn, linkIn, startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { deriveEmailSecrets, hashEmailCode } from './email-secrets.js';
import { emailAccountKey } from './email-user.js';

const SEND = `${AUTH_SERVICE_PREFIX}/email/sendCode`;
const LOGIN = `${AUTH_SERVICE_PREFIX}/email/login`;
const STATUS = `${AUTH_SERVICE_PREFIX}/email/status`;

const newAddress = () => `${randomUUID()}@example.com`;

let callers = 0;
// Each send comes from its own address (the test is a trusted proxy on loopback) so the per-IP cap never interferes except where tested.
const nextIp = () => `198.51.100.${(callers++ % 250) + 1}`;

describe.each(storeFactories)('e-mail sign-in on $name', (factory) => {
  let inbox: SmtpInbox;
  let server: TestServer;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ factory, config: { smtpUrl: inbox.url, domainAliases: ['alias.foyer.test'], trustedProxies: ['loopback'] } });
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  const sendCode = (body: Record<string, unknown>, { locale = 'en', ip = nextIp() } = {}) =>
    server.request(`${SEND}?locale=${locale}`, { method: 'POST', json: body, headers: { 'x-forwarded-for': ip } });
  const login = (body: Record<string, unknown>) => server.request(`${LOGIN}?locale=en`, { method: 'POST', json: body });
  const status = async (codeId: string) => (await (await server.request(`${STATUS}?codeId=${codeId}`)).json()) as { verified: boolean };

  async function sentCode(email: string, body: Record<string, unknown> = {}) {
    const response = await sendCode({ email, ...body });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    return { id, mail: await inbox.next(email.toLowerCase()) };
  }

  /** A code row written straight to the store, for times the HTTP API will not produce. */
  async function plantCode(email: string, overrides: { createdAt?: number; expiresAt?: number } = {}) {
    const id = randomUUID();
    const code = '424242';
    const { codeKey } = deriveEmailSecrets(server.foyer.appKey.secretKey);
    const createdAt = overrides.createdAt ?? Date.now();
    await server.store.emailCodes.create({
      id,
      email,
      codeHash: hashEmailCode(codeKey, id, code),
      magicTokenHash: null,
      sourceAppPid: null,
      locale: 'en',
      createdAt,
      expiresAt: overrides.expiresAt ?? createdAt + EMAIL_CODE.validityMs,
    });
    return code;
  }

  it('mails a 6-digit code with an English or Chinese subject and answers the code id', async () => {
    const email = newAddress();
    const { id, mail } = await sentCode(email);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(mail.subject).toBe('Your sign-in code for Foyer');
    expect(mail.from?.address).toBe('no-reply@foyer.test');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(codeIn(mail));
    expect(mail.text).toContain('30 minutes');

    const chinese = newAddress();
    expect((await sendCode({ email: chinese }, { locale: 'zh' })).status).toBe(200);
    expect((await inbox.next(chinese)).subject).toBe('Foyer 登录验证码');
  });

  it('signs in with the code: tokens that work, a derived guest user, the same DID next time', async () => {
    const email = newAddress();
    const { mail } = await sentCode(email.toUpperCase());
    const response = await login({ action: 'login', email, code: codeIn(mail), extraParam: 'kept out' });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ encrypted: false, visitorId: expect.any(String), refreshToken: expect.any(String) });
    expect(result.user).toMatchObject({ email, role: 'guest', type: 'derived', sourceProvider: 'email' });
    expect(result.user.did).toBe(emailAccountKey(deriveEmailSecrets(server.foyer.appKey.secretKey).didKey, email).did);

    const session = await server.request(PATHS.session, { bearer: result.sessionToken });
    expect(session.status).toBe(200);
    expect((await session.json()).user).toMatchObject({ did: result.user.did, email });
    expect((await server.request(PATHS.refreshSession, { method: 'POST', bearer: result.refreshToken })).status).toBe(200);

    const again = await login({ action: 'login', email, code: await plantCode(email) });
    expect((await again.json()).user.did).toBe(result.user.did);
    expect((await server.store.users.findByDid(result.user.did))?.lastLoginAt).toBeGreaterThan(0);
  });

  it('kills a code on the fifth wrong try, then refuses even the right one', async () => {
    const email = newAddress();
    const code = codeIn((await sentCode(email)).mail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await login({ email, code: wrong });
      expect([response.status, (await response.json()).code]).toEqual([400, 'codeIncorrect']);
    }
    for (const guess of [wrong, code]) {
      const response = await login({ email, code: guess });
      expect([response.status, (await response.json()).code]).toEqual([429, 'codeAttemptsExceeded']);
    }
  });

  it('refuses an expired code, a used code, and a malformed one', async () => {
    const expired = newAddress();
    const old = await plantCode(expired, { createdAt: Date.now() - EMAIL_CODE.validityMs - 1000 });
    const expiredResponse = await login({ email: expired, code: old });
    expect([expiredResponse.status, (await expiredResponse.json()).code]).toEqual([400, 'codeExpired']);

    const email = newAddress();
    const code = codeIn((await sentCode(email)).mail);
    expect((await login({ email, code })).status).toBe(200);
    const reused = await login({ email, code });
    expect([reused.status, (await reused.json()).code]).toEqual([400, 'codeUsed']);

    const malformed = await login({ email, code: '12ab' });
    expect([malformed.status, (await malformed.json()).code]).toEqual([400, 'codeInvalid']);
  });

  it('gives exactly one session to two concurrent logins with one code', async () => {
    const email = newAddress();
    const code = codeIn((await sentCode(email)).mail);
    const responses = await Promise.all([login({ email, code }), login({ email, code })]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
  });

  it('refuses a new code for the same address within a minute, saying how long to wait', async () => {
    const email = newAddress();
    await sentCode(email);
    const response = await sendCode({ email });
    expect(response.status).toBe(429);
    const body = await response.json();
    expect(body.code).toBe('codeResendTooSoon');
    const seconds = Number(/wait (\d+) seconds/.exec(body.error)?.[1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('refuses a bad or missing address with the form messages, sending nothing', async () => {
    const before = inbox.received.length;
    const bad = await sendCode({ email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'emailFormatIncorrect', error: 'Email format is incorrect', field: 'email' });
    const empty = await sendCode({ email: '  ' });
    expect(await empty.json()).toEqual({ code: 'emailRequired', error: 'Email is required', field: 'email' });
    const chinese = await sendCode({}, { locale: 'zh' });
    expect((await chinese.json()).error).toBe('请输入邮箱');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.received.length).toBe(before);
  });

  it('signs in once by magic link, which a GET of the page never spends', async () => {
    const email = newAddress();
    const redirect = `${TEST_APP_URL}/welcome?from=mail`;
    const { id, mail } = await sentCode(email, { useMagicLink: true, redirect });
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/welcome`);
    expect(link.searchParams.get('from')).toBe('mail');
    const magicToken = link.searchParams.get('magicToken') ?? '';
    expect(Buffer.from(magicToken, 'base64url')).toHaveLength(32);
    expect(mail.html).toContain(`magicToken=${magicToken}`);

    await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(await status(id)).toEqual({ verified: false });

    const response = await login({ action: 'login', magicToken });
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe(email);
    expect(await status(id)).toEqual({ verified: true });

    const second = await login({ action: 'login', magicToken });
    expect([second.status, (await second.json()).code]).toEqual([400, 'magicLinkInvalid']);
    const unknown = await login({ magicToken: 'nope' });
    expect((await unknown.json()).code).toBe('magicLinkInvalid');
  });

  it('links to the app by default and to a domain alias, but refuses another host', async () => {
    const plain = newAddress();
    expect(linkIn((await sentCode(plain, { useMagicLink: true })).mail).origin).toBe(TEST_APP_URL);
    const alias = newAddress();
    expect(linkIn((await sentCode(alias, { useMagicLink: true, redirect: 'https://alias.foyer.test/in' })).mail).host).toBe('alias.foyer.test');

    const before = inbox.received.length;
    const refused = await sendCode({ email: newAddress(), useMagicLink: true, redirect: 'https://evil.example/in' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'redirectNotAllowed', field: 'redirect' });
    expect(inbox.received.length).toBe(before);
  });

  it('reports a code verified once a code login spends it, and unknown ids as unverified', async () => {
    const email = newAddress();
    const { id, mail } = await sentCode(email);
    expect(await status(id)).toEqual({ verified: false });
    await login({ email, code: codeIn(mail) });
    expect(await status(id)).toEqual({ verified: true });
    expect(await status(randomUUID())).toEqual({ verified: false });
    expect((await server.request(STATUS)).status).toBe(400);
  });

  it('caps the mail one caller address can trigger', async () => {
    const ip = '203.0.113.99';
    for (let sent = 0; sent < 20; sent += 1) expect((await sendCode({ email: newAddress() }, { ip })).status).toBe(200);
    const capped = await sendCode({ email: newAddress() }, { ip });
    expect([capped.status, (await capped.json()).code]).toEqual([429, 'codeResendTooSoon']);
  });
});

describe.each(storeFactories)('e-mail sign-in with a failing SMTP server on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    const inbox = await startSmtpInbox();
    const closedPort = inbox.url;
    await inbox.close();
    server = await startTestServer({ factory, config: { smtpUrl: closedPort } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers 502 mailSendFailed and keeps no code, so the visitor may retry at once', async () => {
    const email = newAddress();
    const response = await server.request(SEND, { method: 'POST', json: { email } });
    expect([response.status, (await response.json()).code]).toEqual([502, 'mailSendFailed']);
    expect(await server.store.emailCodes.findLatestByEmail(email)).toBeNull();
  });
});
