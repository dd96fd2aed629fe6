import { randomUUID } from 'node:crypto';
import { FEDERATION_SIGNATURE_SCHEME, PATHS, SERVER_PATHS, STORAGE_KEYS, TOKEN_TYPES } from '@foyer/core';
import { decodeJwt, decodeProtectedHeader, SignJWT, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { signDomainLinkage } from '../features/did-domain/domain-linkage-credential.js';
import { signServerCall } from '../features/federation/sign-server-call.js';
import { joinAndDecide, useFederatedPair, type FederatedPair } from '../features/federation/test-support/federated-pair.js';
import { registerClient, relyingParty, type RegisteredClient } from '../features/oidc/test-support/relying-party.js';
import { consentedCallback, newPerson, useOidcServer } from '../features/oidc/test-support/use-oidc-server.js';
import { newPassport } from '../features/passports/new-passport.js';
import { passportCredential } from '../features/passports/passport-credential.js';
import { storeFactories } from '../store/test-support/stores.js';
import { signIn } from '../test-support/sign-in.js';
import type { TestServer } from '../test-support/start-test-server.js';

const sqlite = storeFactories.find((factory) => factory.name === 'sqlite')!;
const BRIDGE_COOKIE = new RegExp(`^${STORAGE_KEYS.federatedBridge}=([^;]+)`);

type Kind = 'session' | 'refresh' | 'loginAssertion' | 'bridge' | 'serverCall' | 'passportCredential' | 'domainLinkage';
/** The kinds a Foyer route takes, each at the one place that expects it. */
type Expected = 'session' | 'loginAssertion' | 'bridge' | 'serverCall';

interface Answer {
  status: number;
  code?: string;
}

const answerOf = async (response: Response): Promise<Answer> => {
  const body = (await response.json()) as { code?: string };
  return response.ok ? { status: response.status } : { status: response.status, code: body.code };
};

const REFUSALS: Record<Expected, Answer> = {
  session: { status: 401, code: 'invalidToken' },
  loginAssertion: { status: 401, code: 'federationAssertionInvalid' },
  bridge: { status: 401, code: 'invalidToken' },
  serverCall: { status: 401, code: 'federationCallRefused' },
};

/** A JWS over `claims` by the master's own key: what any token kind it signs could say, under the `typ` given. */
const resign = (pair: FederatedPair, claims: JWTPayload, typ: string | undefined) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: pair.master.foyer.appKey.kid, ...(typ ? { typ } : {}) }).sign(pair.master.foyer.appKey.signingKey);

describe('one key, many token kinds: each is refused where another kind is expected', () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });
  beforeAll(async () => {
    expect((await joinAndDecide(pair, 'approve')).status).toBe(200);
  });

  const memberDid = () => pair.member.foyer.appKey.did;
  const masterUrl = () => pair.master.foyer.config.appUrl;
  const logoutUrl = () => `${pair.member.foyer.config.appUrl}${SERVER_PATHS.federatedLogout}`;
  const logoutBody = JSON.stringify({ masterSid: 'no-such-session' });

  /** One real token of every kind the master signs (or hands out), all for one person signed in at the master. */
  async function mintAll(): Promise<Record<Kind, string>> {
    const signedIn = await signIn(pair.master, { fullName: 'Kim' });
    const login = await pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', bearer: signedIn.sessionToken, json: { appId: memberDid() } });
    expect(login.status).toBe(200);
    const bridge = BRIDGE_COOKIE.exec(login.headers.getSetCookie().find((cookie) => BRIDGE_COOKIE.test(cookie)) ?? '')?.[1] ?? '';
    const passport = await pair.master.store.passports.create(newPassport({ ownerDid: signedIn.user.did, role: 'admin', source: 'issue', issuer: signedIn.user }));
    const serverCall = await signServerCall(pair.master.foyer.appKey, { audience: memberDid(), method: 'POST', url: logoutUrl(), body: logoutBody });
    return {
      session: signedIn.sessionToken,
      refresh: signedIn.refreshToken,
      loginAssertion: ((await login.json()) as { assertion: string }).assertion,
      bridge,
      serverCall: serverCall.slice(FEDERATION_SIGNATURE_SCHEME.length + 1),
      passportCredential: await passportCredential(pair.master.foyer.appKey, passport, signedIn.user.did),
      domainLinkage: (await signDomainLinkage(pair.master.foyer.appKey, masterUrl())).credential,
    };
  }

  /** Presents `token` where `expected` is taken: the master's session, the member's loginMaster, the master's bridge, a signed call to the member. */
  const present: Record<Expected, (token: string) => Promise<Response>> = {
    session: (token) => pair.master.request(PATHS.session, { bearer: token }),
    loginAssertion: (token) => pair.member.request(PATHS.federatedLoginMaster, { method: 'POST', json: { assertion: token } }),
    bridge: (token) =>
      pair.master.request(SERVER_PATHS.federatedBridgeLogin, {
        method: 'POST',
        json: { appId: memberDid() },
        omit: ['cookie', 'x-csrf-token'],
        headers: { origin: masterUrl(), 'sec-fetch-site': 'same-origin', cookie: `${STORAGE_KEYS.federatedBridge}=${token}` },
      }),
    serverCall: (token) =>
      fetch(`${pair.member.url}${SERVER_PATHS.federatedLogout}`, {
        method: 'POST',
        headers: { authorization: `${FEDERATION_SIGNATURE_SCHEME} ${token}`, 'content-type': 'application/json' },
        body: logoutBody,
      }),
  };

  const expectedKinds = Object.keys(REFUSALS) as Expected[];

  it('gives each kind its own typ, and the session token the app as its audience', async () => {
    const tokens = await mintAll();
    expect(decodeProtectedHeader(tokens.session).typ).toBe(TOKEN_TYPES.session);
    expect(decodeJwt(tokens.session).aud).toBe(pair.master.foyer.appKey.did);
    expect(decodeProtectedHeader(tokens.loginAssertion).typ).toBe(TOKEN_TYPES.loginAssertion);
    expect(decodeJwt(tokens.loginAssertion).aud).toBe(memberDid());
    expect(decodeProtectedHeader(tokens.bridge).typ).toBe(TOKEN_TYPES.bridge);
    expect(decodeJwt(tokens.bridge).aud).toBe(`${pair.master.foyer.appKey.did}#federated-bridge`);
    expect(decodeProtectedHeader(tokens.serverCall).typ).toBe(TOKEN_TYPES.serverCall);
    expect(decodeJwt(tokens.serverCall).aud).toBe(memberDid());
    expect(decodeProtectedHeader(tokens.passportCredential).typ).toBe(TOKEN_TYPES.passportCredential);
    expect(new Set(Object.values(TOKEN_TYPES)).size).toBe(Object.values(TOKEN_TYPES).length);
  });

  describe.each(expectedKinds)('where a %s is expected', (expected) => {
    it('takes a real one of its own kind', async () => {
      expect(await answerOf(await present[expected]((await mintAll())[expected]))).toEqual({ status: 200 });
    });

    it('refuses a real token of every other kind the same app signed', async () => {
      const tokens = await mintAll();
      const others = (Object.keys(tokens) as Kind[]).filter((kind) => kind !== expected);
      const answers = await Promise.all(others.map(async (kind) => [kind, await answerOf(await present[expected](tokens[kind]))] as const));
      expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(others.map((kind) => [kind, REFUSALS[expected]])));
    });
  });

  // The claims a kind's verifier wants, signed by the very key it trusts: only the typ tells them apart.
  const foreignTypes = (own: string) => [undefined, 'JWT', ...Object.values(TOKEN_TYPES)].filter((typ, index, all) => typ !== own && all.indexOf(typ) === index);

  it.each(['session', 'loginAssertion', 'bridge', 'serverCall'] as const)('refuses a %s whose claims are right but whose typ is another kind’s or none', async (expected) => {
    const claims = decodeJwt((await mintAll())[expected]);
    // An assertion is single use: each copy gets its own jti, so only the typ can refuse it.
    const copy = (typ: string | undefined) => resign(pair, { ...claims, ...(claims.jti ? { jti: randomUUID() } : {}) }, typ);
    const typs = foreignTypes(TOKEN_TYPES[expected]);
    const answers = await Promise.all(typs.map(async (typ) => [String(typ), await answerOf(await present[expected](await copy(typ)))] as const));
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(typs.map((typ) => [String(typ), REFUSALS[expected]])));
    expect(await answerOf(await present[expected](await copy(TOKEN_TYPES[expected])))).toEqual({ status: 200 });
  });

  it('refuses a session token with no audience or another app as its audience', async () => {
    const { aud: _aud, ...claims } = decodeJwt((await mintAll()).session);
    for (const aud of [undefined, memberDid(), `${pair.master.foyer.appKey.did}#federated-bridge`]) {
      const token = await resign(pair, aud ? { ...claims, aud } : claims, TOKEN_TYPES.session);
      expect(await answerOf(await present.session(token))).toEqual(REFUSALS.session);
    }
  });
});

describe('an ID token signed with the session key is not a session token', () => {
  const fixture = useOidcServer(sqlite);

  async function edDsaIdToken(server: TestServer): Promise<{ idToken: string; accessToken: string; sessionToken: string }> {
    const { owner } = fixture();
    const client = (await (await registerClient(server, owner.sessionToken, { id_token_signed_response_alg: 'EdDSA' })).json()) as RegisteredClient;
    const rp = await relyingParty(server, client);
    const person = await newPerson(server);
    const { callback, verifier, state } = await consentedCallback({ ...fixture(), client, rp }, person);
    const tokens = await oidc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
    return { idToken: tokens.id_token ?? '', accessToken: tokens.access_token, sessionToken: person.sessionToken ?? '' };
  }

  it('answers 401 to an EdDSA ID token and an access token presented as the bearer session token or the bridge cookie', async () => {
    const { server } = fixture();
    const { idToken, accessToken, sessionToken } = await edDsaIdToken(server);
    // The same key signed both: only the typ and audience keep them apart.
    expect(decodeProtectedHeader(idToken).kid).toBe(decodeProtectedHeader(sessionToken).kid);
    expect((await server.request(PATHS.session, { bearer: sessionToken })).status).toBe(200);

    for (const token of [idToken, accessToken]) {
      expect(await answerOf(await server.request(PATHS.session, { bearer: token }))).toEqual(REFUSALS.session);
      const asBridge = await server.request(SERVER_PATHS.federatedBridgeLogin, {
        method: 'POST',
        json: { appId: 'did:abt:zAnyMember' },
        omit: ['cookie', 'x-csrf-token'],
        headers: { origin: server.foyer.config.appUrl, 'sec-fetch-site': 'same-origin', cookie: `${STORAGE_KEYS.federatedBridge}=${token}` },
      });
      expect(await answerOf(asBridge)).toEqual(REFUSALS.bridge);
    }
  });
});
