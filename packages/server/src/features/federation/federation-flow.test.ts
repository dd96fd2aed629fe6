import { type AppInfo, type FederatedAdminSettings, HEADERS, HTTP_ONLY_ENGINE, PATHS, SERVER_PATHS, type SessionResponse, STORAGE_KEYS, TOKEN_TYPES } from '@foyer/core';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestAppKey } from '../../test-support/test-app-key.js';
import { signIn } from '../../test-support/sign-in.js';
import type { IssuedSession } from '../session/session-service.js';
import { postSigned } from './post-signed.js';
import { joinAndDecide, useFederatedPair, type FederatedPair } from './test-support/federated-pair.js';

interface MemberLogin {
  sessionToken: string;
  refreshToken: string;
  user: { did: string };
  memberAppInfo: AppInfo;
}

describe('federated login between two instances', () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });

  const assertionFor = async (session: IssuedSession, appId = pair.member.foyer.appKey.did) =>
    pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', bearer: session.sessionToken, json: { appId } });
  const loginAtMember = (assertion: string) => pair.member.request(PATHS.federatedLoginMaster, { method: 'POST', json: { assertion } });
  const sessionAt = (server: FederatedPair['master'], bearer: string) => server.request(PATHS.session, { bearer });

  it('joins pending, is approved by the master admin, and then both sides show it', async () => {
    const decided = await joinAndDecide(pair, 'approve');

    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ appId: pair.member.foyer.appKey.did, appName: 'Member App', status: 'approved' });
    const memberSettings = (await (await pair.member.request(SERVER_PATHS.federatedSettings, { bearer: pair.memberAdmin })).json()) as FederatedAdminSettings;
    expect(memberSettings).toMatchObject({ master: { appId: pair.master.foyer.appKey.did, appName: 'Master App' }, config: { status: 'approved' } });
    const info = (await (await pair.member.request(`${PATHS.appMetadataScript}?type=json`)).json()) as AppInfo;
    expect(info.federated).toMatchObject({ master: { appUrl: pair.master.foyer.config.appUrl }, status: 'approved' });
    const domains = await (await pair.master.request(PATHS.federatedTrustedDomains)).json();
    expect(domains).toEqual({ domains: [pair.master.foyer.config.appUrl, pair.member.foyer.config.appUrl] });
  });

  it('signs the master user in at the member with the same DID and the master as sourceAppPid, and refresh works there', async () => {
    const atMaster = await signIn(pair.master, { fullName: 'Ada' });
    const issued = await assertionFor(atMaster);
    expect(issued.status).toBe(200);
    const { assertion } = (await issued.json()) as { assertion: string };

    const login = await loginAtMember(assertion);
    expect(login.status).toBe(200);
    const result = (await login.json()) as MemberLogin;
    expect(result.user.did).toBe(atMaster.user.did);
    expect(result.memberAppInfo).toMatchObject({ appId: pair.member.foyer.appKey.did, federated: { status: 'approved' } });
    const stored = await pair.member.store.users.findByDid(atMaster.user.did);
    expect(stored).toMatchObject({ sourceAppPid: pair.master.foyer.appKey.did, fullName: 'Ada', role: 'guest' });
    const session = (await (await sessionAt(pair.member, result.sessionToken)).json()) as SessionResponse;
    expect(session.user?.did).toBe(atMaster.user.did);

    const refreshed = await pair.member.request(PATHS.refreshSession, { method: 'POST', bearer: result.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ user: { did: atMaster.user.did } });
  });

  it('delivers the member session as HttpOnly cookies when the page asks for them', async () => {
    const atMaster = await signIn(pair.master);
    const { assertion } = (await (await assertionFor(atMaster)).json()) as { assertion: string };

    const login = await pair.member.request(PATHS.federatedLoginMaster, { method: 'POST', json: { assertion }, headers: { [HEADERS.tokenDelivery]: HTTP_ONLY_ENGINE } });

    expect(login.status).toBe(200);
    const body = (await login.json()) as Partial<MemberLogin>;
    expect(body.sessionToken).toBeUndefined();
    expect(body.user?.did).toBe(atMaster.user.did);
    const cookies = login.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith(`${STORAGE_KEYS.sessionToken}=`))).toContain('HttpOnly');
  });

  it('refuses an assertion used twice', async () => {
    const { assertion } = (await (await assertionFor(await signIn(pair.master))).json()) as { assertion: string };
    expect((await loginAtMember(assertion)).status).toBe(200);

    const replayed = await loginAtMember(assertion);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: 'federationAssertionInvalid' });
  });

  it('refuses an assertion forged with another key, or made by the master for another app', async () => {
    const user = await signIn(pair.master);
    const claims = { sid: user.session.id, user: { fullName: 'Mallory' }, sourceAppPid: pair.master.foyer.appKey.did };
    const assertion = (key: CryptoKey, audience: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA', typ: TOKEN_TYPES.loginAssertion })
        .setIssuer(pair.master.foyer.appKey.did)
        .setAudience(audience)
        .setSubject(user.user.did)
        .setIssuedAt()
        .setExpirationTime('2m')
        .setJti(crypto.randomUUID())
        .sign(key);

    const forged = await loginAtMember(await assertion((await createTestAppKey()).signingKey, pair.member.foyer.appKey.did));
    const misaddressed = await loginAtMember(await assertion(pair.master.foyer.appKey.signingKey, 'did:abt:zAnotherApp'));
    const genuine = await loginAtMember(await assertion(pair.master.foyer.appKey.signingKey, pair.member.foyer.appKey.did));

    expect([forged.status, misaddressed.status]).toEqual([401, 401]);
    expect(await forged.json()).toMatchObject({ code: 'federationAssertionInvalid' });
    expect(genuine.status).toBe(200);
  });

  it('refuses an assertion to a visitor not signed in at the master, and for an app that is not a member', async () => {
    const anonymous = await pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', json: { appId: pair.member.foyer.appKey.did } });
    const stranger = await assertionFor(await signIn(pair.master), 'did:abt:zNotAMember');

    expect(anonymous.status).toBe(401);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ code: 'federationNotMember' });
  });

  it('signs out of both apps when the member signs out with includeFederated', async () => {
    const atMaster = await signIn(pair.master);
    const { assertion } = (await (await assertionFor(atMaster)).json()) as { assertion: string };
    const atMember = (await (await loginAtMember(assertion)).json()) as MemberLogin;

    const logout = await pair.member.request(PATHS.logout, { method: 'POST', bearer: atMember.sessionToken, json: { includeFederated: true } });

    expect(logout.status).toBe(200);
    expect((await sessionAt(pair.member, atMember.sessionToken)).status).toBe(401);
    expect((await sessionAt(pair.master, atMaster.sessionToken)).status).toBe(401);
  });

  it('signs the member session out when the person signs out at the master with includeFederated, and not without it', async () => {
    const signInBoth = async () => {
      const atMaster = await signIn(pair.master);
      const { assertion } = (await (await assertionFor(atMaster)).json()) as { assertion: string };
      return { atMaster, atMember: (await (await loginAtMember(assertion)).json()) as MemberLogin };
    };
    const plain = await signInBoth();
    const federated = await signInBoth();

    await pair.master.request(PATHS.logout, { method: 'POST', bearer: plain.atMaster.sessionToken, json: {} });
    await pair.master.request(PATHS.logout, { method: 'POST', bearer: federated.atMaster.sessionToken, json: { includeFederated: true } });

    expect((await sessionAt(pair.member, plain.atMember.sessionToken)).status).toBe(200);
    expect((await sessionAt(pair.member, federated.atMember.sessionToken)).status).toBe(401);
  });

  it('lets a member end only a master session it was handed', async () => {
    const elsewhere = await signIn(pair.master);
    const master = { appId: pair.master.foyer.appKey.did, appUrl: pair.master.foyer.config.appUrl };

    const asked = await postSigned({ appKey: pair.member.foyer.appKey, outbound: pair.member.foyer.outboundFetch }, master, SERVER_PATHS.federatedMemberLogout, { masterSid: elsewhere.session.id });

    expect(asked.status).toBe(200);
    expect((await sessionAt(pair.master, elsewhere.sessionToken)).status).toBe(200);
  });
});
