import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, PATHS, ROLES, SERVER_PATHS, createPageKey, type SessionResponse } from '@foyer/core';
import type { Wallet } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConnectedAccount, newUser } from '../../store/test-support/fixtures.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { openConnect, pollStatus, unsealedResult, walletFor } from '../connect/test-support/connect-page.js';
import { newPassport } from '../passports/new-passport.js';
import { appDidKey } from './app-did-key.js';
import { DID_DOMAIN_ACTION, type LinkedDomainResult } from './did-domain-action.js';
import { verifyDidConfiguration } from './test-support/dif-verifier.js';
import { fetchAsHost } from './test-support/fetch-as-host.js';

const OWNER_ONLY = (did: string) => `Only the app's owner can link a domain; ${did} is not the owner's DID`;
type LinkResult = { sessionToken: string; linkedDomain: LinkedDomainResult };

describe.each(storeFactories)('DID domain on $name', (factory) => {
  let server: TestServer;
  let owner: Wallet;

  beforeAll(async () => {
    server = await startTestServer({ factory });
    owner = walletFor(server);
    await server.store.users.create(newUser({ did: owner.did, role: ROLES.owner }));
  });

  afterAll(async () => {
    await server?.close();
  });

  /** The page asks to link `domain`, and `holder` approves the deep link it shows. */
  async function link(domain: string, holder: Wallet) {
    const opened = await openConnect(server, { domain }, DID_DOMAIN_ACTION);
    return { opened, approving: holder.approve(opened.link) };
  }

  it("links the domain for the owner's wallet, signs the owner in, and publishes a credential a DIF verifier accepts", async () => {
    const { opened, approving } = await link('Shop.Example.COM', owner);
    await approving;
    const result = await unsealedResult<LinkResult>(server, opened, DID_DOMAIN_ACTION);
    const { did } = appDidKey(server.foyer.appKey);
    expect(result.linkedDomain).toEqual({ domain: 'shop.example.com', origin: 'https://shop.example.com', did });
    const session = (await (await server.request(PATHS.session, { bearer: result.sessionToken })).json()) as SessionResponse;
    expect(session.user).toMatchObject({ did: owner.did, role: ROLES.owner });

    const served = await fetchAsHost(server.url, 'shop.example.com', SERVER_PATHS.didConfiguration);
    expect(served.status).toBe(200);
    expect(await verifyDidConfiguration(served.body, 'https://shop.example.com')).toEqual({ valid: true, problems: [], dids: [did] });
    // The same resource does not prove the link for any other origin.
    expect((await verifyDidConfiguration(served.body, 'https://evil.example')).valid).toBe(false);

    const document = await (await server.request(SERVER_PATHS.didJson)).json();
    expect(document).toMatchObject({ alsoKnownAs: [did], service: [{ type: 'LinkedDomains', serviceEndpoint: { origins: ['http://foyer.test', 'https://shop.example.com'] } }] });
  });

  it("serves the app's own origin a credential, and a host nobody linked none", async () => {
    const own = await fetchAsHost(server.url, 'foyer.test', SERVER_PATHS.didConfiguration);
    expect(await verifyDidConfiguration(own.body, 'http://foyer.test')).toMatchObject({ valid: true, dids: [appDidKey(server.foyer.appKey).did] });
    const unknown = await fetchAsHost(server.url, 'nobody.example', SERVER_PATHS.didConfiguration);
    expect(unknown).toEqual({ status: 404, body: { code: 'didConfigurationNone', error: 'No DID is linked to nobody.example' } });
  });

  it('a credential tampered with fails the same verifier', async () => {
    await (await link('tamper.example', owner)).approving;
    const { body } = await fetchAsHost(server.url, 'tamper.example', SERVER_PATHS.didConfiguration);
    const [credential = ''] = (body as { linked_dids: string[] }).linked_dids;
    const [header, payload, signature] = credential.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { vc: { credentialSubject: { origin: string } } };
    claims.vc.credentialSubject.origin = 'https://evil.example';
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    const verdict = await verifyDidConfiguration({ ...(body as object), linked_dids: [forged] }, 'https://evil.example');
    expect(verdict.valid).toBe(false);
    expect(verdict.problems.join(' ')).toMatch(/signature/i);
  });

  it("takes an owner by passport, and the owner's bound wallet", async () => {
    const byPassport = walletFor(server);
    const user = await server.store.users.create(newUser({ did: byPassport.did, role: ROLES.member }));
    await server.store.passports.create(newPassport({ ownerDid: user.did, role: ROLES.owner, source: 'issue', issuer: { did: owner.did } }));
    await (await link('passport.example', byPassport)).approving;
    expect(await server.store.linkedDomains.find('passport.example')).toMatchObject({ linkedBy: user.did, signedBy: byPassport.did });

    // An owner who signed up by e-mail signs with the wallet bound to the account.
    const bound = walletFor(server);
    const emailOwner = await server.store.users.create(newUser({ role: ROLES.owner, sourceProvider: 'email' }));
    await server.store.connectedAccounts.create(newConnectedAccount(emailOwner.did, { provider: 'wallet', did: bound.did, providerUserId: bound.did }));
    await (await link('bound.example', bound)).approving;
    expect(await server.store.linkedDomains.find('bound.example')).toMatchObject({ linkedBy: emailOwner.did, signedBy: bound.did });
  });

  it("refuses a member's wallet with the owner-only message: nothing linked, nobody signed in", async () => {
    const member = walletFor(server);
    await server.store.users.create(newUser({ did: member.did, role: ROLES.member }));
    const { opened, approving } = await link('member.example', member);
    await expect(approving).rejects.toMatchObject({ code: 'refused', message: OWNER_ONLY(member.did) });
    expect(await pollStatus(server, opened.token, DID_DOMAIN_ACTION)).toMatchObject({ status: 'error', error: OWNER_ONLY(member.did) });
    expect(await server.store.linkedDomains.find('member.example')).toBeNull();
    expect((await server.store.userSessions.listActive({ userDid: member.did }, { page: 1, pageSize: 10 }, Date.now())).total).toBe(0);
    // A wallet nobody knows is no owner either, and does not become a user.
    const stranger = walletFor(server);
    await expect((await link('stranger.example', stranger)).approving).rejects.toMatchObject({ message: OWNER_ONLY(stranger.did) });
    expect(await server.store.users.findByDid(stranger.did)).toBeNull();
  });

  it.each([
    ['no domain', undefined],
    ['an IP address', '10.0.0.1'],
    ['a URL', 'https://example.com/path'],
    ['a port', 'example.com:8443'],
    ['one label', 'localhost'],
  ])('refuses %s with 400, before any connect session opens', async (_case, domain) => {
    const page = await createPageKey();
    const query = new URLSearchParams({ [CONNECT_QUERY.encryptionKey]: page.publicKey, ...(domain === undefined ? {} : { domain }) });
    const response = await server.request(`${AUTH_SERVICE_PREFIX}/${DID_DOMAIN_ACTION}/token?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalidInput',
      error: 'Invalid domain: a domain name such as example.com, without scheme, port, path or IP address',
    });
  });

  it('lists linked domains for the owner and admins, unlinks once, and refuses members', async () => {
    await (await link('unlink.example', owner)).approving;
    const admin = await signIn(server, { role: ROLES.admin });
    const listed = (await (await server.request(SERVER_PATHS.linkedDomains, { bearer: admin.sessionToken })).json()) as { domain: string; origin: string }[];
    expect(listed).toContainEqual(expect.objectContaining({ domain: 'unlink.example', origin: 'https://unlink.example', did: appDidKey(server.foyer.appKey).did, linkedBy: owner.did }));

    const member = await signIn(server, { role: ROLES.member });
    expect((await server.request(SERVER_PATHS.linkedDomains, { bearer: member.sessionToken })).status).toBe(403);
    expect((await server.request(`${SERVER_PATHS.linkedDomains}/unlink.example`, { method: 'DELETE', bearer: member.sessionToken })).status).toBe(403);
    expect(await server.store.linkedDomains.find('unlink.example')).not.toBeNull();

    const removed = await server.request(`${SERVER_PATHS.linkedDomains}/UNLINK.example`, { method: 'DELETE', bearer: admin.sessionToken });
    expect([removed.status, await removed.json()]).toEqual([200, { domain: 'unlink.example' }]);
    expect((await fetchAsHost(server.url, 'unlink.example', SERVER_PATHS.didConfiguration)).status).toBe(404);
    const again = await server.request(`${SERVER_PATHS.linkedDomains}/unlink.example`, { method: 'DELETE', bearer: admin.sessionToken });
    expect([again.status, await again.json()]).toEqual([404, { code: 'didDomainNotLinked', error: 'The domain unlink.example is not linked to this app' }]);
  });
});
