import { randomUUID } from 'node:crypto';
import { OAUTH_SERVER_PREFIX, PATHS, SERVER_PATHS, type Passport, type SessionResponse } from '@foyer/core';
import { createLocalJWKSet, importJWK, jwtVerify, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { openConnect, pollStatus, unsealedResult, walletFor } from '../connect/test-support/connect-page.js';
import type { PlainLoginResult } from '../session/login-result.js';
import { issuanceTokenHash, ISSUANCE_LINK_TTL_MS } from './create-issuance.js';

const ISSUE = 'issue-passport';

describe.each(storeFactories)('passports by one-time link on $name', (factory) => {
  let server: TestServer;
  let ownerToken: string;
  let ownerDid: string;

  beforeAll(async () => {
    server = await startTestServer({ factory });
    const owner = await signIn(server, { role: 'owner', fullName: 'Olga' });
    ownerToken = owner.sessionToken;
    ownerDid = owner.user.did;
  });

  afterAll(async () => {
    await server?.close();
  });

  const call = async (path: string, init: { bearer?: string; method?: string; json?: unknown } = {}) => {
    const response = await server.request(path, init);
    return { status: response.status, body: await response.json() };
  };
  const createLink = (json: unknown, bearer = ownerToken) => call(SERVER_PATHS.passportIssuances, { method: 'POST', bearer, json });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const counts = async () => ({ users: await server.store.users.count(), revoked: (await server.store.passports.listRevokedIds(1000)).length });

  /** The person's page opens a connect session for the link, and `holder` approves its deep link. */
  async function redeem(token: string, holder = walletFor(server, { profile: { fullName: 'Pia' } })) {
    const opened = await openConnect(server, { passportToken: token }, ISSUE);
    const walletError = await holder.approve(opened.link).then(
      () => undefined,
      (refusal: unknown) => (refusal instanceof Error ? refusal.message : String(refusal)),
    );
    return { opened, holder, walletError, status: await pollStatus(server, opened.token, ISSUE) };
  }

  it('hands the passport to whoever redeems the link: signed in, the passport listed, the wallet holding it as a credential the app signed', async () => {
    const before = Date.now();
    const expiresAt = Date.now() + 86_400_000;
    const created = await createLink({ role: 'admin', title: 'Night shift', expiresAt });
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(new RegExp(`^${TEST_APP_URL}${SERVER_PATHS.issuePassportPage}\\?token=[\\w-]{43}$`));
    expect(created.body.expiresAt).toBeGreaterThanOrEqual(before + ISSUANCE_LINK_TTL_MS);
    const stored = await server.store.passportIssuances.findById(created.body.id);
    expect(stored).toMatchObject({ tokenHash: issuanceTokenHash(tokenOf(created.body.url)), issuerDid: ownerDid, role: 'admin', usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(tokenOf(created.body.url));

    const { opened, holder, walletError, status } = await redeem(tokenOf(created.body.url));

    expect([walletError, status.status]).toEqual([undefined, 'succeed']);
    expect(status.extraParams).not.toHaveProperty('passportToken');
    const login = await unsealedResult<PlainLoginResult & { passportId: string }>(server, opened, ISSUE);
    const session = (await call(PATHS.session, { bearer: login.sessionToken })).body as SessionResponse;
    expect(session.user).toMatchObject({ did: holder.did, fullName: 'Pia', role: 'guest' });
    const listed = (await call(PATHS.passports, { bearer: login.sessionToken })).body as Passport[];
    expect(listed).toEqual([
      expect.objectContaining({ id: login.passportId, role: 'admin', title: 'Night shift', source: 'issue', issuerDid: ownerDid, issuer: 'Olga', ownerDid: holder.did, status: 'valid' }),
    ]);
    expect((await server.store.passportIssuances.findById(created.body.id))?.usedBy).toBe(holder.did);

    expect(holder.credentials).toHaveLength(1);
    const [credential] = holder.credentials;
    expect(credential).toMatchObject({ id: `urn:uuid:${login.passportId}`, type: ['VerifiableCredential', 'Passport'], issuer: server.foyer.appKey.did });
    const jwks = (await call(`${OAUTH_SERVER_PREFIX}/jwks`)).body as { keys: JWK[] };
    const byJwks = await jwtVerify(credential?.jwt ?? '', createLocalJWKSet(jwks), { issuer: server.foyer.appKey.did, subject: holder.did });
    const didJson = (await call(SERVER_PATHS.didJson)).body as { verificationMethod: { publicKeyJwk: JWK }[] };
    const byDidJson = await jwtVerify(credential?.jwt ?? '', await importJWK(didJson.verificationMethod[0]?.publicKeyJwk ?? {}, 'EdDSA'));
    expect(byDidJson.payload).toEqual(byJwks.payload);
    expect(byJwks.payload).toMatchObject({
      exp: Math.floor(expiresAt / 1000),
      vc: {
        id: `urn:uuid:${login.passportId}`,
        type: ['VerifiableCredential', 'Passport'],
        issuer: server.foyer.appKey.did,
        expirationDate: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString(),
        credentialSubject: { id: holder.did, passport: { name: 'admin', title: 'Night shift', role: 'admin' } },
      },
    });
  });

  it('refuses a replayed link on the page and to the wallet, and creates nothing', async () => {
    const { body } = await createLink({ role: 'member' });
    expect((await redeem(tokenOf(body.url))).status.status).toBe('succeed');
    const before = await counts();

    const replay = await redeem(tokenOf(body.url));

    expect(replay.status).toMatchObject({ status: 'error', error: 'This passport link has already been used' });
    expect(replay.walletError).toBe('This passport link has already been used');
    expect(replay.holder.credentials).toEqual([]);
    expect(await server.store.users.findByDid(replay.holder.did)).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('gives a link that two wallets redeem at once to exactly one of them', async () => {
    const { body } = await createLink({ role: 'member' });
    const racing = await Promise.all([redeem(tokenOf(body.url)), redeem(tokenOf(body.url))]);

    expect(racing.map((run) => run.status.status).sort()).toEqual(['error', 'succeed']);
    const loser = racing.find((run) => run.status.status === 'error');
    expect(await server.store.users.findByDid(loser?.holder.did ?? '')).toBeNull();
  });

  it('refuses an expired link, and an unknown token before any wallet is asked', async () => {
    const token = randomUUID();
    await server.store.passportIssuances.create({
      id: randomUUID(),
      tokenHash: issuanceTokenHash(token),
      issuerDid: ownerDid,
      issuerName: 'Olga',
      issuerAvatarUrl: null,
      role: 'member',
      title: null,
      expiresAt: null,
      linkExpiresAt: Date.now() - 1,
    });
    const before = await counts();

    const expired = await redeem(token);

    expect(expired.status).toMatchObject({ status: 'error', error: 'This passport link has expired' });
    expect(await counts()).toEqual(before);
    await expect(openConnect(server, { passportToken: 'no-such-token' }, ISSUE)).rejects.toThrow(/404.*This passport link is not valid/);
    await expect(openConnect(server, {}, ISSUE)).rejects.toThrow(/404.*This passport link is not valid/);
  });

  it('lets an admin make links for every role but owner, which only the owner hands out; others may not make links', async () => {
    const admin = await signIn(server, { role: 'admin' });
    const member = await signIn(server, { role: 'member' });

    expect((await createLink({ role: 'admin' }, admin.sessionToken)).status).toBe(201);
    expect(await createLink({ role: 'owner' }, admin.sessionToken)).toEqual({ status: 403, body: { code: 'forbidden', error: 'Forbidden' } });
    expect((await createLink({ role: 'owner' })).status).toBe(201);
    expect((await createLink({ role: 'member' }, member.sessionToken)).status).toBe(403);
    expect((await createLink({ role: 'member' }, 'not-a-token')).status).toBe(401);
    const bad = await createLink({ role: 'certificate' });
    expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'invalidInput', 'role']);
    expect((await createLink({ role: 'member', expiresAt: 'tomorrow' })).status).toBe(400);
  });

  it('lists revoked passports as credential ids on /.well-known/blacklist, with short caching', async () => {
    const holder = await signIn(server);
    const issued = await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid: holder.user.did, role: 'member' } });
    const kept = await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid: holder.user.did, role: 'ci' } });
    await call(`${SERVER_PATHS.teamPassports}/${issued.body.id}/revoke`, { method: 'POST', bearer: ownerToken });

    const response = await server.request(SERVER_PATHS.blacklist);
    const { revoked } = (await response.json()) as { revoked: string[] };

    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(revoked[0]).toBe(`urn:uuid:${issued.body.id}`);
    expect(revoked).not.toContain(`urn:uuid:${kept.body.id}`);
  });
});
