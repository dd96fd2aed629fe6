import { FEDERATION_PENDING_CAP, PATHS, SERVER_PATHS } from '@foyer/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppKey } from '../../keys/app-key.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestAppKey } from '../../test-support/test-app-key.js';
import type { TestServer } from '../../test-support/start-test-server.js';
import { signServerCall } from './sign-server-call.js';
import { startAttackerSite, type AttackerSite } from './test-support/attacker-site.js';
import { joinAndDecide, startFederatedInstance, useFederatedPair, type FederatedPair } from './test-support/federated-pair.js';

// Issue 26: every attack here was reproduced against the running demo before the fix; each must stay refused.

const sites: AttackerSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

async function site(claimedDid: string, key?: AppKey): Promise<AttackerSite> {
  const started = await startAttackerSite(claimedDid, key);
  sites.push(started);
  return started;
}

/** A server call to `target` signed with `key` under the DID `as`, as anyone who holds `key` can make it. */
async function callAs(target: TestServer, path: string, key: AppKey, as: string, payload: unknown): Promise<Response> {
  const url = `${target.foyer.config.appUrl}${path}`;
  const body = JSON.stringify(payload);
  const authorization = await signServerCall({ ...key, did: as }, { audience: target.foyer.appKey.did, method: 'POST', url, body });
  return fetch(url, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
}

const trustedDomains = async (server: TestServer) => ((await (await server.request(PATHS.federatedTrustedDomains)).json()) as { domains: string[] }).domains;

describe('a site that claims an approved member’s DID with its own key', () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });
  beforeAll(async () => {
    expect((await joinAndDecide(pair, 'approve')).status).toBe(200);
  });

  it('is refused before anything is fetched, and the member keeps its URL, key and standing', async () => {
    const memberDid = pair.member.foyer.appKey.did;
    const before = await pair.master.store.federatedApps.find('member', memberDid);
    const attacker = await site(memberDid);

    const join = await callAs(pair.master, SERVER_PATHS.federatedRequests, attacker.key, memberDid, { appUrl: attacker.url });

    expect(join.status).toBe(401);
    expect(await join.json()).toMatchObject({ code: 'federationCallRefused' });
    expect(attacker.hits).toEqual([]);
    expect(await pair.master.store.federatedApps.find('member', memberDid)).toEqual(before);
    expect(await trustedDomains(pair.master)).not.toContain(attacker.url);
  });

  it('cannot end the master’s sessions with a logout it signs', async () => {
    const memberDid = pair.member.foyer.appKey.did;
    const person = await signIn(pair.master);
    // The member was handed this master session, so only the member's own key may end it.
    const handed = await pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', bearer: person.sessionToken, json: { appId: memberDid } });
    expect(handed.status).toBe(200);
    const attacker = await site(memberDid);

    const logout = await callAs(pair.master, SERVER_PATHS.federatedMemberLogout, attacker.key, memberDid, { masterSid: person.session.id });

    expect(logout.status).toBe(401);
    expect((await pair.master.request(PATHS.session, { bearer: person.sessionToken })).status).toBe(200);
  });
});

describe('a join request that proves nothing', () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });

  it('makes the master fetch nothing when it is unsigned (alg none)', async () => {
    const stranger = await createTestAppKey();
    const attacker = await site(stranger.did, stranger);
    const url = `${pair.master.foyer.config.appUrl}${SERVER_PATHS.federatedRequests}`;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none' })}.${encode({ iss: stranger.did, aud: pair.master.foyer.appKey.did, iat: now, exp: now + 60, jti: 'x', htm: 'POST', htu: url })}.`;

    const join = await fetch(url, { method: 'POST', headers: { authorization: `Foyer-Signature ${unsigned}`, 'content-type': 'application/json' }, body: JSON.stringify({ appUrl: attacker.url }) });

    expect(join.status).toBe(401);
    expect(attacker.hits).toEqual([]);
  });

  it('is answered pending once the caller proved its key, when private targets are allowed (development)', async () => {
    const newcomer = await createTestAppKey();
    const home = await site(newcomer.did, newcomer);

    const join = await callAs(pair.master, SERVER_PATHS.federatedRequests, newcomer, newcomer.did, { appUrl: home.url });

    expect(await join.json()).toEqual({ status: 'pending' });
    expect(home.hits.sort()).toEqual([PATHS.appMetadataScript, SERVER_PATHS.didJson].sort());
  });
});

describe('a master that does not allow private targets (production)', () => {
  it('refuses a proved join naming a loopback URL without calling it', async () => {
    const master = await startFederatedInstance('Public Master', '127.0.0.1', { allowPrivateOutbound: false });
    try {
      const newcomer = await createTestAppKey();
      const home = await site(newcomer.did, newcomer);

      const join = await callAs(master, SERVER_PATHS.federatedRequests, newcomer, newcomer.did, { appUrl: home.url });

      expect(join.status).toBe(400);
      expect(await join.json()).toMatchObject({ code: 'federationAppNotPublic' });
      expect(home.hits).toEqual([]);
      expect(await master.store.federatedApps.list('member')).toEqual([]);
    } finally {
      await master.close();
    }
  });
});

describe('a join under the app’s own master, or its own DID', () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });
  beforeAll(async () => {
    expect((await joinAndDecide(pair, 'approve')).status).toBe(200);
  });

  it('is refused, so no member record can stand in for the master', async () => {
    const masterDid = pair.master.foyer.appKey.did;

    // Even with the master's real key: the member already follows that app.
    const asMaster = await callAs(pair.member, SERVER_PATHS.federatedRequests, pair.master.foyer.appKey, masterDid, { appUrl: pair.master.foyer.config.appUrl });
    const asItself = await callAs(pair.member, SERVER_PATHS.federatedRequests, pair.member.foyer.appKey, pair.member.foyer.appKey.did, { appUrl: pair.member.foyer.config.appUrl });

    expect(asMaster.status).toBe(400);
    expect(await asMaster.json()).toMatchObject({ code: 'federationJoinSelf' });
    expect(asItself.status).toBe(400);
    expect(await pair.member.store.federatedApps.list('member')).toEqual([]);
  });

  it('leaves the master’s calls to the master’s key: a forged standing from another key is refused', async () => {
    const masterDid = pair.master.foyer.appKey.did;
    const attacker = await site(masterDid);
    await callAs(pair.member, SERVER_PATHS.federatedRequests, attacker.key, masterDid, { appUrl: attacker.url });

    const forged = await callAs(pair.member, SERVER_PATHS.federatedStatus, attacker.key, masterDid, { status: 'left' });

    expect(forged.status).toBe(401);
    expect(await pair.member.store.federatedApps.find('master', masterDid)).toMatchObject({ status: 'approved', appUrl: pair.master.foyer.config.appUrl });
  });

  it('takes a member’s call on a master route only with the master’s key', async () => {
    const memberDid = pair.member.foyer.appKey.did;

    // The member's real key, on the route only the master may call: not even a known member is heard there.
    const selfApproval = await callAs(pair.master, SERVER_PATHS.federatedStatus, pair.member.foyer.appKey, memberDid, { status: 'approved' });

    expect(selfApproval.status).toBe(401);
  });
});

describe('an approved member that asks again from another URL', () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });

  it('goes back to a person for approval, while the old pin keeps working', async () => {
    await joinAndDecide(pair, 'approve');
    const member = pair.member.foyer.appKey;
    const oldUrl = pair.member.foyer.config.appUrl;
    const moved = await site(member.did, member);

    const join = await callAs(pair.master, SERVER_PATHS.federatedRequests, member, member.did, { appUrl: moved.url });

    expect(await join.json()).toEqual({ status: 'pending' });
    expect(await pair.master.store.federatedApps.find('member', member.did)).toMatchObject({ status: 'approved', appUrl: oldUrl, pendingChange: { appUrl: moved.url } });
    expect(await trustedDomains(pair.master)).toEqual([pair.master.foyer.config.appUrl, oldUrl]);
    const settings = await (await pair.master.request(SERVER_PATHS.federatedSettings, { bearer: pair.masterAdmin })).json();
    expect(settings).toMatchObject({ members: [{ appId: member.did, appUrl: oldUrl, status: 'approved', pendingAppUrl: moved.url }] });
    const person = await signIn(pair.master);
    expect((await pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', bearer: person.sessionToken, json: { appId: member.did } })).status).toBe(200);

    const approved = await pair.master.request(`${SERVER_PATHS.federatedMembers}/${encodeURIComponent(member.did)}/approve`, { method: 'POST', bearer: pair.masterAdmin });

    expect(approved.status).toBe(200);
    expect(await pair.master.store.federatedApps.find('member', member.did)).toMatchObject({ status: 'approved', appUrl: moved.url, pendingChange: null });
    expect(await trustedDomains(pair.master)).toEqual([pair.master.foyer.config.appUrl, moved.url]);
  });
});

describe('join requests from fresh DIDs', () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });

  it(`stop at ${FEDERATION_PENDING_CAP} waiting for approval, while a known app is still answered`, async () => {
    await joinAndDecide(pair, 'approve');
    const now = Date.now();
    const waiting = await Promise.all(Array.from({ length: FEDERATION_PENDING_CAP }, () => createTestAppKey()));
    for (const key of waiting) {
      const { kty = '', crv = '', x = '' } = key.publicJwk;
      await pair.master.store.federatedApps.save({ role: 'member', appId: key.did, appPid: key.did, appName: 'Waiting', appUrl: 'https://waiting.example', appLogo: null, publicKey: { kty, crv, x }, status: 'pending' }, now);
    }
    const newcomer = await createTestAppKey();
    const home = await site(newcomer.did, newcomer);
    const member = pair.member.foyer;

    const refused = await callAs(pair.master, SERVER_PATHS.federatedRequests, newcomer, newcomer.did, { appUrl: home.url });
    const known = await callAs(pair.master, SERVER_PATHS.federatedRequests, member.appKey, member.appKey.did, { appUrl: member.config.appUrl });

    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'federationPendingFull' });
    expect(home.hits).toEqual([]);
    expect(await known.json()).toEqual({ status: 'approved' });
  });
});
