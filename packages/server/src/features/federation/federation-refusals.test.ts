import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FederatedAdminSettings, PATHS, SERVER_PATHS } from '@foyer/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/sign-in.js';
import { createTestAppKey } from '../../test-support/test-app-key.js';
import { FEDERATED_PAGE_DATA_ID } from './federated-page-data.js';
import { federatedPageRoutes } from './federated-page-routes.js';
import { signServerCall } from './sign-server-call.js';
import { joinAndDecide, useFederatedPair, type FederatedPair } from './test-support/federated-pair.js';

const settingsOf = async (server: FederatedPair['member'], bearer: string) =>
  (await (await server.request(SERVER_PATHS.federatedSettings, { bearer })).json()) as FederatedAdminSettings;

/** An assertion the master's key signs by hand, for a member the master itself would no longer serve. */
async function masterAssertion(pair: FederatedPair): Promise<string> {
  const user = await signIn(pair.master);
  return new SignJWT({ sid: user.session.id, user: { fullName: 'Ada' }, sourceAppPid: pair.master.foyer.appKey.did })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setIssuer(pair.master.foyer.appKey.did)
    .setAudience(pair.member.foyer.appKey.did)
    .setSubject(user.user.did)
    .setIssuedAt()
    .setExpirationTime('2m')
    .setJti(crypto.randomUUID())
    .sign(pair.master.foyer.appKey.signingKey);
}

const loginAtMember = (pair: FederatedPair, assertion: string) => pair.member.request(PATHS.federatedLoginMaster, { method: 'POST', json: { assertion } });

describe('joining a master that is not there', () => {
  let pair: FederatedPair;
  let notFoyer: Server;
  let notFoyerUrl: string;
  useFederatedPair((started) => {
    pair = started;
  });
  beforeAll(async () => {
    notFoyer = createServer((_, response) => response.writeHead(404).end('no such page'));
    await new Promise<void>((resolve) => notFoyer.listen(0, '127.0.0.1', resolve));
    const address = notFoyer.address();
    notFoyerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => notFoyer.close(() => resolve())));

  const join = (masterUrl: string, bearer = pair.memberAdmin) => pair.member.request(SERVER_PATHS.federatedJoin, { method: 'POST', bearer, json: { masterUrl } });

  it.each([
    ['a site that is not a Foyer', () => notFoyerUrl],
    ['an address nobody answers at', () => 'http://127.0.0.1:9'],
    ['a URL that is not http(s)', () => 'file:///etc/passwd'],
    ['the app itself', () => pair.member.foyer.config.appUrl],
  ])('answers 400 federationMasterMissing for %s, and pins nothing', async (_, url) => {
    const response = await join(url());

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'federationMasterMissing', error: 'Federated login requires an existing master app' });
    expect(await settingsOf(pair.member, pair.memberAdmin)).toEqual({ members: [] });
  });

  it('lets only an owner or admin join or read the settings', async () => {
    const member = await signIn(pair.member, { role: 'member' });

    expect((await join(pair.master.foyer.config.appUrl, member.sessionToken)).status).toBe(403);
    expect((await pair.member.request(SERVER_PATHS.federatedSettings, { bearer: member.sessionToken })).status).toBe(403);
    expect((await pair.member.request(SERVER_PATHS.federatedSettings)).status).toBe(401);
  });
});

describe('a rejected member', () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });

  it('hears of its rejection, gets no assertion from the master, and refuses an assertion itself', async () => {
    expect((await joinAndDecide(pair, 'reject')).status).toBe(200);

    expect(await settingsOf(pair.member, pair.memberAdmin)).toMatchObject({ config: { status: 'rejected' } });
    const user = await signIn(pair.master);
    const issued = await pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', bearer: user.sessionToken, json: { appId: pair.member.foyer.appKey.did } });
    expect(issued.status).toBe(403);
    const refused = await loginAtMember(pair, await masterAssertion(pair));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'federationNotApproved' });
  });

  it('cannot approve itself by a status call, nor can another key speak for it', async () => {
    const target = { audience: pair.master.foyer.appKey.did, method: 'POST', url: `${pair.master.foyer.config.appUrl}${SERVER_PATHS.federatedStatus}` };
    const body = JSON.stringify({ status: 'approved' });
    const post = (authorization: string) =>
      fetch(target.url, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });

    const selfApproval = await post(await signServerCall(pair.member.foyer.appKey, { ...target, body }));
    const forged = await post(await signServerCall({ ...(await createTestAppKey()), did: pair.member.foyer.appKey.did }, { ...target, body }));

    // The status route takes only the master's pinned key: a member's own, or another, is not heard there.
    expect(selfApproval.status).toBe(401);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'federationCallRefused' });
    expect((await pair.master.store.federatedApps.find('member', pair.member.foyer.appKey.did))?.status).toBe('rejected');
  });

  it('stays rejected when it asks again, until the master removes it', async () => {
    await joinAndDecide(pair, 'reject');
    const memberId = encodeURIComponent(pair.member.foyer.appKey.did);
    const rejoin = () => pair.member.request(SERVER_PATHS.federatedJoin, { method: 'POST', bearer: pair.memberAdmin, json: { masterUrl: pair.master.foyer.config.appUrl } });

    expect(await (await rejoin()).json()).toMatchObject({ master: { appId: pair.master.foyer.appKey.did }, config: { status: 'rejected' } });
    expect((await pair.master.store.federatedApps.find('member', pair.member.foyer.appKey.did))?.status).toBe('rejected');

    await pair.master.request(`${SERVER_PATHS.federatedMembers}/${memberId}/remove`, { method: 'POST', bearer: pair.masterAdmin });
    expect(await (await rejoin()).json()).toMatchObject({ config: { status: 'pending' } });
  });
});

describe('a member that leaves, or is removed', () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });

  it('leaving drops it at the master, and the member then refuses the master assertions', async () => {
    await joinAndDecide(pair, 'approve');
    const assertion = await masterAssertion(pair);

    const left = await pair.member.request(SERVER_PATHS.federatedLeave, { method: 'POST', bearer: pair.memberAdmin });

    expect(await left.json()).toEqual({ members: [] });
    expect(await settingsOf(pair.master, pair.masterAdmin)).toEqual({ members: [] });
    expect((await loginAtMember(pair, assertion)).status).toBe(401);
    const user = await signIn(pair.master);
    const issued = await pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', bearer: user.sessionToken, json: { appId: pair.member.foyer.appKey.did } });
    expect(issued.status).toBe(403);
  });

  it('removal by the master admin makes the member forget its master', async () => {
    await joinAndDecide(pair, 'approve');
    const memberId = encodeURIComponent(pair.member.foyer.appKey.did);

    const removed = await pair.master.request(`${SERVER_PATHS.federatedMembers}/${memberId}/remove`, { method: 'POST', bearer: pair.masterAdmin });

    expect(removed.status).toBe(200);
    expect(await settingsOf(pair.member, pair.memberAdmin)).toEqual({ members: [] });
    expect((await pair.master.request(`${SERVER_PATHS.federatedMembers}/${memberId}/approve`, { method: 'POST', bearer: pair.masterAdmin })).status).toBe(404);
  });
});

describe('the master popup page', () => {
  let pair: FederatedPair;
  let pagesDir: string;
  useFederatedPair((started) => {
    pair = started;
  });
  beforeAll(async () => {
    pagesDir = await mkdtemp(join(tmpdir(), 'foyer-federated-page-'));
    await writeFile(join(pagesDir, 'federated.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  });
  afterAll(() => rm(pagesDir, { recursive: true, force: true }));

  const pageUrl = (appId: string, origin: string) => `${PATHS.federatedPage}?${new URLSearchParams({ appId, origin })}`;

  it('answers a 400 page, not to be framed and sending no referrer, to an app that is not an approved member', async () => {
    const response = await pair.master.request(pageUrl(pair.member.foyer.appKey.did, pair.member.foyer.config.appUrl));

    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await response.text()).toContain('not an approved member');
  });

  it('embeds the page data for an approved member opening it from its own origin, and only from there', async () => {
    await joinAndDecide(pair, 'approve');
    const { store, foyer } = pair.master;
    const routes = federatedPageRoutes({ store, appUrl: foyer.config.appUrl, appName: foyer.config.appName, pagesDir });
    const memberOrigin = pair.member.foyer.config.appUrl;

    const page = await routes.request(pageUrl(pair.member.foyer.appKey.did, memberOrigin));
    const elsewhere = await routes.request(pageUrl(pair.member.foyer.appKey.did, 'https://evil.example'));

    expect(page.status).toBe(200);
    const html = await page.text();
    const json = new RegExp(`<script id="${FEDERATED_PAGE_DATA_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? '{}';
    expect(JSON.parse(json)).toEqual({
      memberAppId: pair.member.foyer.appKey.did,
      memberOrigin,
      memberName: 'Member App',
      masterName: 'Master App',
      loginUrl: `${SERVER_PATHS.loginPage}?${new URLSearchParams({ redirect: `${foyer.config.appUrl}${pageUrl(pair.member.foyer.appKey.did, memberOrigin)}` })}`,
    });
    expect(elsewhere.status).toBe(400);
  });
});
