import { randomBytes, randomUUID } from 'node:crypto';
import { HEADERS, PASSKEY_PREFIX, PATHS, TIME } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { passkeyClient } from './test-support/passkey-client.js';
import { assertPasskey, type SoftPasskey } from './test-support/soft-authenticator.js';

const refused = { status: 400, body: { code: 'verifyPasskeyFailed', error: 'Passkey verify failed' } };

describe.each(storeFactories)('passkey sign-in on $name', (factory) => {
  let server: TestServer;
  let client: ReturnType<typeof passkeyClient>;

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { domainAliases: ['alias.foyer.test', 'https://other.example'] } });
    client = passkeyClient(server);
  });

  afterAll(async () => {
    await server?.close();
  });

  async function registered(): Promise<{ passkey: SoftPasskey; did: string }> {
    const { passkey, options, status } = await client.signUp({ email: `${randomUUID()}@example.com` });
    expect(status).toBe(200);
    return { passkey, did: Buffer.from(options.user.id, 'base64url').toString() };
  }

  it('offers discoverable options for autofill, and options for one passkey when named', async () => {
    const { passkey } = await registered();
    const open = await client.requestOptions();
    expect(open).toMatchObject({ rpId: 'foyer.test', userVerification: 'required', timeout: 5 * TIME.minute });
    expect(open.allowCredentials).toBeUndefined();
    expect(Buffer.from(open.challenge, 'base64url')).toHaveLength(32);

    const named = await client.requestOptions(passkey.id);
    expect(named.allowCredentials).toEqual([{ id: passkey.id, type: 'public-key', transports: ['internal', 'hybrid'] }]);
    const unknown = await client.requestOptions('dW5rbm93bg');
    expect(unknown.allowCredentials).toEqual([{ id: 'dW5rbm93bg', type: 'public-key' }]);
    expect((await client.authOptions('not base64url!')).status).toBe(400);
  });

  it('signs in like the e-mail login: working tokens for the passkey’s user, provider passkey', async () => {
    const { passkey, did } = await registered();
    const { status, body } = await client.signIn(passkey);
    expect(status).toBe(200);
    expect(body).toEqual({
      verified: true,
      credentialId: passkey.id,
      sessionToken: expect.any(String),
      refreshToken: expect.any(String),
      visitorId: expect.any(String),
      encrypted: false,
      user: expect.objectContaining({ did, sourceProvider: 'passkey', type: 'derived' }),
    });

    const session = await server.request(PATHS.session, { bearer: body.sessionToken });
    expect(await session.json()).toMatchObject({ user: { did }, provider: 'passkey' });
    expect((await server.request(PATHS.refreshSession, { method: 'POST', bearer: body.refreshToken })).status).toBe(200);
    expect(await server.store.passkeyCredentials.findById(passkey.id)).toMatchObject({ counter: 1, lastUsedAt: expect.any(Number) });
    expect((await server.store.users.findByDid(did))?.lastLoginAt).toBeGreaterThan(0);
  });

  it('signs in with a named passkey, and refuses another passkey against those options', async () => {
    const { passkey } = await registered();
    const other = await registered();
    expect((await client.signIn(passkey, { credentialId: passkey.id })).status).toBe(200);
    const options = await client.requestOptions(passkey.id);
    expect(await client.auth(options.challenge, assertPasskey(other.passkey, options, { origin: TEST_APP_URL }))).toEqual(refused);
  });

  it('accepts an authenticator that keeps no counter (both 0), every time', async () => {
    const { passkey } = await registered();
    for (let time = 0; time < 2; time += 1) expect((await client.signIn(passkey, { ceremony: { origin: TEST_APP_URL, signCount: 0 } })).status).toBe(200);
  });

  it('works on every domain alias, which /.well-known/webauthn lists for the browser', async () => {
    const document = await server.request('/.well-known/webauthn');
    expect(await document.json()).toEqual({ origins: [TEST_APP_URL, 'http://alias.foyer.test', 'https://other.example'] });

    const { passkey } = await registered();
    for (const origin of ['http://alias.foyer.test', 'https://other.example']) {
      expect((await passkeyClient(server, origin).signIn(passkey, { ceremony: { origin } })).status).toBe(200);
    }
  });

  it('issues the session for this app, whatever targetAppPid names', async () => {
    const { passkey } = await registered();
    for (const targetAppPid of [server.foyer.appKey.did, 'did:abt:zOtherApp']) {
      const options = await client.requestOptions();
      const { status, body } = await client.auth(options.challenge, assertPasskey(passkey, options, { origin: TEST_APP_URL }), { targetAppPid });
      expect(status).toBe(200);
      const { sid } = JSON.parse(Buffer.from(body.sessionToken.split('.')[1], 'base64url').toString()) as { sid: string };
      expect((await server.store.userSessions.findById(sid))?.appPid).toBe(server.foyer.appKey.did);
    }
  });

  it('keeps the CSRF check on sign-in', async () => {
    const { passkey } = await registered();
    const options = await client.requestOptions();
    const response = await server.request(`${PASSKEY_PREFIX}/auth?challenge=${options.challenge}`, {
      method: 'POST',
      json: assertPasskey(passkey, options, { origin: TEST_APP_URL }),
      omit: [HEADERS.csrfToken],
    });
    expect([response.status, (await response.json()).code]).toEqual([403, 'csrfRejected']);
  });

  it('lets only one of two racing answers to a challenge sign in', async () => {
    const { passkey } = await registered();
    const options = await client.requestOptions();
    const assertion = assertPasskey(passkey, options, { origin: TEST_APP_URL });
    const answers = await Promise.all([client.auth(options.challenge, assertion), client.auth(options.challenge, assertion)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400]);
  });

  it('refuses a passkey that did not verify the person (PIN, fingerprint or face), saying so, and signs nobody in', async () => {
    const { passkey } = await registered();
    expect(await client.signIn(passkey, { ceremony: { origin: TEST_APP_URL, userVerified: false } })).toEqual({
      status: 400,
      body: { code: 'passkeyUserNotVerified', error: 'Your passkey did not check it is you (PIN, fingerprint or face); please use one that does' },
    });
    expect(await server.store.passkeyCredentials.findById(passkey.id)).toMatchObject({ counter: 0, lastUsedAt: null });
  });

  describe('refuses an assertion', () => {
    it('over another challenge than the one posted', async () => {
      const { passkey } = await registered();
      const posted = await client.requestOptions();
      const signed = await client.requestOptions();
      expect(await client.auth(posted.challenge, assertPasskey(passkey, signed, { origin: TEST_APP_URL }))).toEqual(refused);
    });

    it('posted a second time, or with a challenge never issued', async () => {
      const { passkey } = await registered();
      const options = await client.requestOptions();
      const assertion = assertPasskey(passkey, options, { origin: TEST_APP_URL });
      expect((await client.auth(options.challenge, assertion)).status).toBe(200);
      expect(await client.auth(options.challenge, assertion)).toEqual(refused);
      expect(await client.auth(randomBytes(32).toString('base64url'), assertion)).toEqual(refused);
    });

    it('to a challenge past its five minutes', async () => {
      const { passkey } = await registered();
      const challenge = randomBytes(32).toString('base64url');
      const issuedAt = Date.now() - 5 * TIME.minute - 1000;
      await server.store.passkeyChallenges.create({
        challenge,
        kind: 'auth',
        userDid: null,
        userPk: null,
        email: null,
        emailTokenHash: null,
        credentialId: null,
        createdAt: issuedAt,
        expiresAt: issuedAt + 5 * TIME.minute,
      });
      expect(await client.auth(challenge, assertPasskey(passkey, { challenge, rpId: 'foyer.test' }, { origin: TEST_APP_URL }))).toEqual(refused);
    });

    it('answering a registration challenge', async () => {
      const { passkey } = await registered();
      const creation = await client.creationOptions({ email: `${randomUUID()}@example.com` });
      const assertion = assertPasskey(passkey, { challenge: creation.challenge, rpId: 'foyer.test' }, { origin: TEST_APP_URL });
      expect(await client.auth(creation.challenge, assertion)).toEqual(refused);
    });

    it('made on an origin that is neither the app nor an alias', async () => {
      const { passkey } = await registered();
      const options = await client.requestOptions();
      expect(await client.auth(options.challenge, assertPasskey(passkey, options, { origin: 'https://evil.example' }))).toEqual(refused);
    });

    it('scoped to another RP ID', async () => {
      const { passkey } = await registered();
      const options = await client.requestOptions();
      expect(await client.auth(options.challenge, assertPasskey(passkey, options, { origin: TEST_APP_URL, rpId: 'alias.foyer.test' }))).toEqual(refused);
    });

    it('replayed: the same signature again, or a new one that repeats the sign count', async () => {
      const { passkey } = await registered();
      const first = await client.requestOptions();
      const captured = assertPasskey(passkey, first, { origin: TEST_APP_URL });
      expect((await client.auth(first.challenge, captured)).status).toBe(200);

      const next = await client.requestOptions();
      expect(await client.auth(next.challenge, captured)).toEqual(refused);
      const repeated = await client.requestOptions();
      expect(await client.auth(repeated.challenge, assertPasskey(passkey, repeated, { origin: TEST_APP_URL, signCount: 1 }))).toEqual(refused);
      expect(await server.store.passkeyCredentials.findById(passkey.id)).toMatchObject({ counter: 1 });
    });

    it('whose counter went back, or stopped at 0 after counting', async () => {
      const { passkey } = await registered();
      expect((await client.signIn(passkey, { ceremony: { origin: TEST_APP_URL, signCount: 7 } })).status).toBe(200);
      expect(await client.signIn(passkey, { ceremony: { origin: TEST_APP_URL, signCount: 6 } })).toEqual(refused);
      expect(await client.signIn(passkey, { ceremony: { origin: TEST_APP_URL, signCount: 0 } })).toEqual(refused);
      expect((await client.signIn(passkey, { ceremony: { origin: TEST_APP_URL, signCount: 8 } })).status).toBe(200);
    });

    it('from a credential this site does not know', async () => {
      const { passkey } = await registered();
      await server.store.passkeyCredentials.remove(passkey.id, (await server.store.passkeyCredentials.findById(passkey.id))?.userDid ?? '');
      expect(await client.signIn(passkey)).toEqual(refused);
    });

    it('with a bad signature', async () => {
      const { passkey } = await registered();
      const options = await client.requestOptions();
      const assertion = assertPasskey(passkey, options, { origin: TEST_APP_URL });
      const signature = Buffer.from(assertion.response.signature, 'base64url');
      signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 0x01, signature.length - 1);
      const tampered = { ...assertion, response: { ...assertion.response, signature: signature.toString('base64url') } };
      expect(await client.auth(options.challenge, tampered)).toEqual(refused);
      expect(await server.store.passkeyCredentials.findById(passkey.id)).toMatchObject({ counter: 0, lastUsedAt: null });
    });

    it('naming a user handle outside 1 to 64 bytes, or another user’s', async () => {
      const { passkey } = await registered();
      const other = await registered();
      for (const userHandle of [Buffer.alloc(65, 1).toString('base64url'), '', other.passkey.userHandle]) {
        const options = await client.requestOptions();
        const assertion = assertPasskey(passkey, options, { origin: TEST_APP_URL });
        expect(await client.auth(options.challenge, { ...assertion, response: { ...assertion.response, userHandle } })).toEqual(refused);
      }
    });
  });
});
