import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, PASSKEY_USER_ID_BYTES, TIME } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { mintAccountDid } from './passkey-account.js';
import { passkeyClient } from './test-support/passkey-client.js';
import { createPasskey } from './test-support/soft-authenticator.js';

const newAddress = () => `${randomUUID()}@example.com`;
const decoded = (base64url: string) => Buffer.from(base64url, 'base64url');

describe.each(storeFactories)('passkey registration with e-mail KYC off on $name', (factory) => {
  let inbox: SmtpInbox;
  let server: TestServer;
  let client: ReturnType<typeof passkeyClient>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ factory, config: { smtpUrl: inbox.url, appName: 'Foyer Test' } });
    client = passkeyClient(server);
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('offers creation options for a new account: this host as RP, a discoverable key, a fresh 256-bit challenge', async () => {
    const email = newAddress();
    const options = await client.creationOptions({ email });
    expect(options).toMatchObject({
      rp: { id: 'foyer.test', name: 'Foyer Test' },
      user: { name: email, displayName: email },
      attestation: 'none',
      timeout: 5 * TIME.minute,
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    expect(options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
    expect(decoded(options.challenge)).toHaveLength(32);
    const userId = decoded(options.user.id);
    expect(userId.length).toBeGreaterThanOrEqual(PASSKEY_USER_ID_BYTES.min);
    expect(userId.length).toBeLessThanOrEqual(PASSKEY_USER_ID_BYTES.max);
    expect(userId.toString('utf8')).toMatch(/^did:abt:z/);
    expect((await client.creationOptions({ email })).challenge).not.toBe(options.challenge);
  });

  it('creates a passkey account whose unproven e-mail is shown but never used to find an account', async () => {
    const email = newAddress();
    const { options, status, body } = await client.signUp({ email: email.toUpperCase() });
    expect(status).toBe(200);
    expect(body).toEqual({ verified: true, credentialId: expect.any(String) });

    const did = decoded(options.user.id).toString('utf8');
    const user = await server.store.users.findByDid(did);
    expect(user).toMatchObject({ sourceProvider: 'passkey', role: 'guest', email: null, metadata: { email } });
    expect(await server.store.passkeyCredentials.findById(body.credentialId)).toMatchObject({ userDid: did, counter: 0, transports: ['internal', 'hybrid'] });
    expect(await server.store.users.findByEmail(email)).toBeNull();
  });

  it('never joins or takes over the account that holds an unproven e-mail', async () => {
    const email = newAddress();
    const owner = await server.store.users.create({ did: `did:abt:${randomUUID()}`, role: 'member', sourceProvider: 'email', email });
    await server.store.passkeyCredentials.create({
      id: 'owner-passkey',
      userDid: owner.did,
      userHandle: 'aGFuZGxl',
      publicKey: 'a2V5',
      counter: 0,
      transports: [],
      deviceType: 'singleDevice',
      backedUp: false,
      createdAt: 1,
    });

    const { options, status } = await client.signUp({ email });
    expect(status).toBe(200);
    expect(options.excludeCredentials).toEqual([]);
    const created = decoded(options.user.id).toString('utf8');
    expect(created).not.toBe(owner.did);
    expect(await server.store.users.findByDid(created)).toMatchObject({ email: null, metadata: { email } });
    expect(await server.store.users.findByEmail(email)).toEqual(owner);
    expect(await server.store.passkeyCredentials.listByUser(owner.did)).toHaveLength(1);
  });

  it('adds a passkey to the signed-in user in connect mode, excluding the ones they have', async () => {
    const { sessionToken, user } = await signIn(server, { fullName: 'Ada', email: newAddress() });
    const first = await client.signUp({}, { bearer: sessionToken });
    expect(first.options.user).toEqual({ id: Buffer.from(user.did).toString('base64url'), name: user.email, displayName: 'Ada' });
    expect([first.status, first.body.verified]).toEqual([200, true]);

    const second = await client.signUp({}, { bearer: sessionToken });
    expect(second.options.excludeCredentials).toEqual([{ id: first.body.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] }]);
    expect(second.status).toBe(200);
    expect((await server.store.passkeyCredentials.listByUser(user.did)).map(({ id }) => id)).toEqual([first.body.credentialId, second.body.credentialId]);
  });

  it('refuses connect mode unless the same user is still signed in when the passkey comes back', async () => {
    const ada = await signIn(server);
    const bob = await signIn(server);
    for (const bearer of [undefined, bob.sessionToken, 'not-a-token']) {
      const options = await client.creationOptions({}, ada.sessionToken);
      const { response } = createPasskey(options, { origin: server.foyer.config.appUrl });
      expect(await client.register(options.challenge, response, bearer)).toEqual({
        status: 400,
        body: { code: 'connectPasskeyFailed', error: 'Passkey add failed' },
      });
    }
    expect(await server.store.passkeyCredentials.listByUser(ada.user.did)).toEqual([]);
  });

  it('asks for an e-mail or a session, and refuses a bad address or token', async () => {
    expect(await client.registrationOptions({})).toEqual({ status: 400, body: { code: 'emailRequired', error: 'Email is required', field: 'email' } });
    expect((await client.registrationOptions({ email: 'a b@example' })).body.code).toBe('emailInvalid');
    expect((await client.registrationOptions({ email: `${'x'.repeat(65)}@example.com` })).body.code).toBe('emailInvalid');
    expect(await client.registrationOptions({}, 'not-a-token')).toEqual({ status: 401, body: { code: 'invalidToken', error: 'Invalid token' } });
    expect(await client.registrationOptions({ email: newAddress(), emailToken: 'forged' })).toMatchObject({ status: 400, body: { code: 'passkeyEmailUnverified' } });
  });

  it('keeps user ids within 1 to 64 bytes', async () => {
    const longest = await signIn(server, { did: `did:abt:${'z'.repeat(PASSKEY_USER_ID_BYTES.max - 8)}` });
    const options = await client.creationOptions({}, longest.sessionToken);
    expect(decoded(options.user.id)).toHaveLength(PASSKEY_USER_ID_BYTES.max);

    const tooLong = await signIn(server, { did: `did:abt:${'z'.repeat(PASSKEY_USER_ID_BYTES.max - 7)}` });
    expect(await client.registrationOptions({}, tooLong.sessionToken)).toEqual({
      status: 400,
      body: { code: 'passkeyUserIdInvalid', error: 'Passkey user id must be 1 to 64 bytes', field: 'userId' },
    });
  });

  it('refuses a passkey that did not verify the person, saying so, in register and connect mode alike', async () => {
    const notVerified = {
      status: 400,
      body: { code: 'passkeyUserNotVerified', error: 'Your passkey did not check it is you (PIN, fingerprint or face); please use one that does' },
    };
    const ceremony = { origin: server.foyer.config.appUrl, userVerified: false };
    const signedUp = await client.signUp({ email: newAddress() }, { ceremony });
    expect({ status: signedUp.status, body: signedUp.body }).toEqual(notVerified);
    expect(await server.store.users.findByDid(decoded(signedUp.options.user.id).toString())).toBeNull();

    const { sessionToken, user } = await signIn(server);
    const connected = await client.signUp({}, { bearer: sessionToken, ceremony });
    expect({ status: connected.status, body: connected.body }).toEqual(notVerified);
    expect(await server.store.passkeyCredentials.listByUser(user.did)).toEqual([]);
  });

  describe('refuses, creating nothing, an attestation', () => {
    const origin = 'http://foyer.test';
    const refused = { status: 400, body: { code: 'createPasskeyFailed', error: 'Create passkey failed' } };

    async function expectRefused(answer: Promise<unknown>, did: string) {
      expect(await answer).toEqual(refused);
      expect(await server.store.users.findByDid(did)).toBeNull();
    }

    it('over another challenge than the one posted', async () => {
      const posted = await client.creationOptions({ email: newAddress() });
      const signed = await client.creationOptions({ email: newAddress() });
      const { response } = createPasskey(signed, { origin });
      await expectRefused(client.register(posted.challenge, response), decoded(posted.user.id).toString());
      // The same answer still passes for the challenge it did sign, so only the mismatch was refused.
      expect(await client.register(signed.challenge, response)).toMatchObject({ status: 200 });
    });

    it('posted a second time, or with a challenge never issued', async () => {
      const options = await client.creationOptions({ email: newAddress() });
      const { response } = createPasskey(options, { origin });
      expect((await client.register(options.challenge, response)).status).toBe(200);
      expect(await client.register(options.challenge, response)).toEqual(refused);
      expect(await client.register('bm90LWlzc3VlZA', response)).toEqual(refused);
    });

    it('to a challenge past its five minutes', async () => {
      const options = await client.creationOptions({ email: newAddress() });
      const account = mintAccountDid();
      const challenge = Buffer.from(randomUUID()).toString('base64url');
      const issuedAt = Date.now() - 5 * TIME.minute - 1000;
      await server.store.passkeyChallenges.create({
        challenge,
        kind: 'register',
        userDid: account.did,
        userPk: account.pk,
        email: newAddress(),
        emailTokenHash: null,
        credentialId: null,
        createdAt: issuedAt,
        expiresAt: issuedAt + 5 * TIME.minute,
      });
      const { response } = createPasskey({ ...options, challenge }, { origin });
      await expectRefused(client.register(challenge, response), account.did);
    });

    it('made on another origin', async () => {
      const options = await client.creationOptions({ email: newAddress() });
      const { response } = createPasskey(options, { origin: 'https://evil.example' });
      await expectRefused(client.register(options.challenge, response), decoded(options.user.id).toString());
    });

    it('scoped to another RP ID', async () => {
      const options = await client.creationOptions({ email: newAddress() });
      const { response } = createPasskey(options, { origin, rpId: 'evil.example' });
      await expectRefused(client.register(options.challenge, response), decoded(options.user.id).toString());
    });

    it('of a credential id already registered, or reported under another id than attested', async () => {
      const first = await client.signUp({ email: newAddress() });
      const again = await client.creationOptions({ email: newAddress() });
      const { response } = createPasskey(again, { origin, credentialId: decoded(first.body.credentialId) });
      await expectRefused(client.register(again.challenge, response), decoded(again.user.id).toString());

      const renamed = await client.creationOptions({ email: newAddress() });
      const made = createPasskey(renamed, { origin }).response;
      const relabelled = { ...made, id: first.body.credentialId, rawId: first.body.credentialId };
      await expectRefused(client.register(renamed.challenge, relabelled), decoded(renamed.user.id).toString());
    });
  });

  it('keeps the sign-in e-mail of an existing account its own', async () => {
    const email = newAddress();
    await client.signUp({ email });
    const sent = await server.request(`${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', json: { email }, headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(sent.status).toBe(200);
    const login = await server.request(`${AUTH_SERVICE_PREFIX}/email/login`, { method: 'POST', json: { email, code: codeIn(await inbox.next(email)) } });
    expect((await login.json()).user).toMatchObject({ email, sourceProvider: 'email' });
  });
});
