import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, KYC_EMAIL_PREFIX, TIME } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { hashOpaqueToken } from '../../tokens/opaque-token.js';
import { passkeyClient } from './test-support/passkey-client.js';
import { createPasskey } from './test-support/soft-authenticator.js';

const newAddress = () => `${randomUUID()}@example.com`;
const unverified = {
  status: 400,
  body: { code: 'passkeyEmailUnverified', error: 'Please verify your e-mail with the code we sent before creating a passkey', field: 'emailToken' },
};

let callers = 0;
// Each send comes from its own address (the test is a trusted proxy on loopback) so the per-IP cap never interferes except where tested.
const nextIp = () => `198.51.100.${(callers++ % 250) + 1}`;

describe.each(storeFactories)('passkey registration with e-mail KYC on $name', (factory) => {
  let inbox: SmtpInbox;
  let server: TestServer;
  let client: ReturnType<typeof passkeyClient>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ factory, config: { smtpUrl: inbox.url, emailKyc: true, trustedProxies: ['loopback'] } });
    client = passkeyClient(server);
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  /** Sends a code over real SMTP, reads it from the mail and trades it for an e-mail token. */
  async function proven(email: string): Promise<string> {
    const sent = await client.sendCode(email, nextIp());
    expect(sent).toEqual({ status: 200, body: { codeId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const mail = await inbox.next(email);
    expect(mail.subject).toBe('Verify your email for Foyer');
    const verified = await client.verifyCode(email, codeIn(mail));
    expect(verified).toEqual({ status: 200, body: { verified: true, emailToken: expect.any(String) } });
    return verified.body.emailToken;
  }

  it('refuses options for an address not proven, saying why', async () => {
    expect(await client.registrationOptions({ email: newAddress() })).toEqual(unverified);
    const chinese = await client.registrationOptions({ email: newAddress(), locale: 'zh' });
    expect(chinese.body.error).toBe('请先用我们发送的验证码验证邮箱，再创建通行密钥');
  });

  it('proves the address by a mailed code, then creates an account carrying it as its e-mail', async () => {
    const email = newAddress();
    const emailToken = await proven(email);
    expect(Buffer.from(emailToken, 'base64url')).toHaveLength(32);

    const { options, status } = await client.signUp({ email, emailToken });
    expect(status).toBe(200);
    const did = Buffer.from(options.user.id, 'base64url').toString();
    expect(await server.store.users.findByDid(did)).toMatchObject({ email, sourceProvider: 'passkey', metadata: null });
    expect(await server.store.passkeyEmailTokens.findByHash(hashOpaqueToken(emailToken))).toMatchObject({ consumedAt: expect.any(Number) });
  });

  it('spends the token with the passkey it made: one proof, one passkey', async () => {
    const email = newAddress();
    const emailToken = await proven(email);
    const first = await client.creationOptions({ email, emailToken });
    const second = await client.creationOptions({ email, emailToken });
    expect((await client.register(first.challenge, createPasskey(first, { origin: server.foyer.config.appUrl }).response)).status).toBe(200);
    expect(await client.register(second.challenge, createPasskey(second, { origin: server.foyer.config.appUrl }).response)).toEqual({
      status: 400,
      body: { code: 'createPasskeyFailed', error: 'Create passkey failed' },
    });
    expect(await server.store.users.findByDid(Buffer.from(second.user.id, 'base64url').toString())).toBeNull();
    expect(await client.registrationOptions({ email, emailToken })).toEqual(unverified);
  });

  it('adds the passkey to the account that already holds a proven address', async () => {
    const email = newAddress();
    const owner = await server.store.users.create({ did: `did:abt:${randomUUID()}`, role: 'member', sourceProvider: 'email', email, fullName: 'Ada' });
    const { options, status, passkey } = await client.signUp({ email, emailToken: await proven(email) });
    expect(status).toBe(200);
    expect(options.user).toEqual({ id: Buffer.from(owner.did).toString('base64url'), name: email, displayName: 'Ada' });

    const signedIn = await client.signIn(passkey);
    expect(signedIn.body.user).toMatchObject({ did: owner.did, email, role: 'member' });
  });

  it('binds the token to its address and to its 30 minutes', async () => {
    const email = newAddress();
    const emailToken = await proven(email);
    expect(await client.registrationOptions({ email: newAddress(), emailToken })).toEqual(unverified);

    const stale = 'c3RhbGUtdG9rZW4';
    const issuedAt = Date.now() - 30 * TIME.minute - 1000;
    await server.store.passkeyEmailTokens.create({ tokenHash: hashOpaqueToken(stale), email, createdAt: issuedAt, expiresAt: issuedAt + 30 * TIME.minute });
    expect(await client.registrationOptions({ email, emailToken: stale })).toEqual(unverified);
  });

  it('refuses a wrong code, a sign-in code, and a signed-in user’s KYC code', async () => {
    const email = newAddress();
    expect((await client.sendCode(email, nextIp())).status).toBe(200);
    const code = codeIn(await inbox.next(email));
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await client.verifyCode(email, wrong)).toEqual({ status: 400, body: { code: 'codeIncorrect', error: 'The code is incorrect', field: 'code' } });
    expect((await client.verifyCode(email, code)).status).toBe(200);

    const signInAddress = newAddress();
    await server.request(`${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', json: { email: signInAddress }, headers: { 'x-forwarded-for': nextIp() } });
    expect((await client.verifyCode(signInAddress, codeIn(await inbox.next(signInAddress)))).body.code).toBe('codeIncorrect');

    const kycAddress = newAddress();
    const { sessionToken } = await signIn(server);
    await server.request(`${KYC_EMAIL_PREFIX}/send`, { method: 'POST', json: { email: kycAddress }, bearer: sessionToken, headers: { 'x-forwarded-for': nextIp() } });
    expect((await client.verifyCode(kycAddress, codeIn(await inbox.next(kycAddress)))).body.code).toBe('codeIncorrect');
  });

  it('caps the mail one caller address can trigger', async () => {
    const ip = '203.0.113.77';
    for (let sent = 0; sent < 20; sent += 1) expect((await client.sendCode(newAddress(), ip)).status).toBe(200);
    const capped = await client.sendCode(newAddress(), ip);
    expect([capped.status, capped.body.code]).toEqual([429, 'codeResendTooSoon']);
  });
});
