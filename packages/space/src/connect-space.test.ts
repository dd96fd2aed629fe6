import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, createPageKey, deepLink, PATHS, SERVER_PATHS, unsealFromServer, type SessionUser, type SpaceGateway } from '@foyer/core';
import { createWallet, type Wallet } from '@foyer/wallet';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../server/src/store/test-support/stores.js';
import { signIn } from '../../server/src/test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../server/src/test-support/start-test-server.js';
import { AUTHORIZE_SPACE_ACTION } from './authorize-space-action.js';
import { startSpaceProvider, type RunningSpaceProvider } from './start-space-provider.js';

const NOT_SIGNED = 'The storage space grant is not signed by the space provider';

/** A port nothing listens on: a provider that is down. */
const DOWN_ORIGIN = 'http://127.0.0.1:9';

describe.each(storeFactories)('connecting a DID Space on $name', (factory) => {
  let provider: RunningSpaceProvider;
  let server: TestServer;

  beforeAll(async () => {
    // The app it confirms runs on this machine too.
    provider = await startSpaceProvider({ port: 0, allowPrivateOutbound: true });
    // The provider runs on this machine: only the development setting lets the server call it.
    server = await startTestServer({ factory, config: { spaceProviders: [provider.url, DOWN_ORIGIN], allowPrivateOutbound: true } });
  });

  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  /** What the provider's popup does: a connect session carrying the app's request, approved by `holder`, then the unsealed result. */
  async function authorize(holder: Wallet, appDid = server.foyer.appKey.did, appUrl = server.url): Promise<SpaceGateway> {
    const status = await authorizing(holder, appDid, appUrl);
    expect(status.status).toBe('succeed');
    return (JSON.parse(await unsealFromServer(status.page.privateKey, status.result ?? '', status.token)) as { spaceGateway: SpaceGateway }).spaceGateway;
  }

  /** The popup's connect session at the provider for the app (`appDid` at `appUrl`), approved by `holder`: its final status. */
  async function authorizing(holder: Wallet, appDid: string, appUrl: string) {
    const page = await createPageKey();
    const query = new URLSearchParams({
      [CONNECT_QUERY.encryptionKey]: page.publicKey,
      provider: 'wallet',
      appPid: appDid,
      appDid,
      appName: 'Notes',
      appDescription: 'Notes app',
      appUrl,
      referrer: '',
      connectScope: 'user',
    });
    const base = `${provider.url}${AUTH_SERVICE_PREFIX}/${AUTHORIZE_SPACE_ACTION}`;
    const opened = (await (await fetch(`${base}/token?${query}`)).json()) as { token: string; url: string };
    await holder.approve(deepLink(opened.url)).catch(() => undefined);
    const status = (await (await fetch(`${base}/status?${CONNECT_QUERY.token}=${opened.token}`)).json()) as { status: string; result?: string; error?: string };
    return { ...status, page, token: opened.token };
  }

  const put = (sessionToken: string, spaceGateway: unknown) => server.request(PATHS.didSpace, { method: 'PUT', bearer: sessionToken, json: { spaceGateway } });
  const didSpaceOf = async (did: string) => (await server.store.users.findByDid(did))?.didSpace ?? null;

  async function refused(sessionToken: string, did: string, gateway: unknown, status: number, error: string) {
    const before = await didSpaceOf(did);
    const response = await put(sessionToken, gateway);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBe(error);
    expect(await didSpaceOf(did), 'nothing changes on a refused request').toEqual(before);
  }

  it('records the space the wallet authorized, stores an object in it, and disconnects it', async () => {
    const holder = createWallet({ profile: { fullName: 'Ada' } });
    const { sessionToken } = await signIn(server, { did: holder.did, fullName: 'Ada' });
    const gateway = await authorize(holder);
    expect(gateway).toMatchObject({ name: "Ada's space", url: `${provider.url}/spaces/${gateway.did}` });

    const response = await put(sessionToken, gateway);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SessionUser).didSpace).toEqual({ did: gateway.did, name: "Ada's space" });
    const kept = provider.provider.spaces.find(gateway.did)?.objects['foyer-connection'];
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ appDid: server.foyer.appKey.did });

    // The same wallet and app get the same space back.
    expect((await authorize(holder)).did).toBe(gateway.did);

    const gone = await server.request(PATHS.didSpace, { method: 'DELETE', bearer: sessionToken });
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as SessionUser).didSpace).toBeUndefined();
    expect(await didSpaceOf(holder.did)).toBeNull();
  });

  it('does not call a provider on this machine from a server without FOYER_ALLOW_PRIVATE_OUTBOUND', async () => {
    const deployed = await startTestServer({ factory, config: { spaceProviders: [provider.url] } });
    try {
      const holder = createWallet({ profile: { fullName: 'Cy' } });
      const { sessionToken } = await signIn(deployed, { did: holder.did, fullName: 'Cy' });
      const gateway = await authorize(holder, deployed.foyer.appKey.did, deployed.url);
      const response = await deployed.request(PATHS.didSpace, { method: 'PUT', bearer: sessionToken, json: { spaceGateway: gateway } });
      expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([502, `The storage space provider could not be reached: ${provider.url}`]);
      expect(provider.provider.spaces.find(gateway.did)?.objects['foyer-connection'], 'nothing was written to the space').toBeUndefined();
      expect((await deployed.store.users.findByDid(holder.did))?.didSpace ?? null).toBeNull();
    } finally {
      await deployed.close();
    }
  });

  it('refuses a forged gateway URL, a grant signed by another key, for another app or account, or not matching the space', async () => {
    const holder = createWallet({ profile: { fullName: 'Bo' } });
    const { sessionToken } = await signIn(server, { did: holder.did, fullName: 'Bo' });
    const gateway = await authorize(holder);

    await refused(sessionToken, holder.did, { ...gateway, url: `http://evil.test/spaces/${gateway.did}` }, 400, 'This storage space provider is not allowed: http://evil.test');
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ space: { did: gateway.did, name: gateway.name, url: gateway.url } })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer(provider.provider.did)
      .setSubject(holder.did)
      .setAudience(server.foyer.appKey.did)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await refused(sessionToken, holder.did, { ...gateway, grant: forged }, 400, NOT_SIGNED);
    await refused(sessionToken, holder.did, { ...gateway, grant: `${gateway.grant.slice(0, -4)}AAAA` }, 400, NOT_SIGNED);
    const otherApp = await authorize(holder, provider.provider.did, provider.url);
    await refused(sessionToken, holder.did, { ...otherApp, url: otherApp.url }, 400, 'The storage space grant is for another app');
    const stranger = createWallet({ profile: { fullName: 'Cy' } });
    await refused(sessionToken, holder.did, await authorize(stranger), 400, 'The storage space grant was given by another account');
    await refused(sessionToken, holder.did, { ...gateway, name: 'Not mine' }, 400, 'The storage space does not match its grant');
    await refused(sessionToken, holder.did, { ...gateway, url: `${DOWN_ORIGIN}/spaces/${gateway.did}` }, 502, `The storage space provider could not be reached: ${DOWN_ORIGIN}`);
    await refused(sessionToken, holder.did, { did: gateway.did, name: gateway.name, url: gateway.url }, 400, 'Invalid spaceGateway.grant: Invalid input: expected string, received undefined');
  });

  it('serves the popup page only for a valid storage connect request', async () => {
    const bad = await fetch(`${provider.url}${SERVER_PATHS.connectToDidSpace}?provider=wallet&appName=Notes`);
    expect(bad.status).toBe(400);
    const query = new URLSearchParams({ provider: 'wallet', appPid: 'p', appDid: server.foyer.appKey.did, appName: 'Notes <b>', appDescription: '', appUrl: server.url, referrer: '', connectScope: 'user' });
    const good = await fetch(`${provider.url}${SERVER_PATHS.connectToDidSpace}?${query}`);
    expect(good.status).toBe(200);
    expect(good.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await good.text()).toContain('Notes &#60;b&#62; asks to use your DID Space');

    // A page on another site asking in this app's name: that site does not publish the app's DID.
    query.set('appUrl', provider.url);
    const impostor = await fetch(`${provider.url}${SERVER_PATHS.connectToDidSpace}?${query}`);
    expect(impostor.status).toBe(400);
    expect(await impostor.text()).toContain(`${provider.url} does not publish the app DID ${server.foyer.appKey.did}`);
  });

  it("refuses to make a space or grant when the app's site does not publish the app DID", async () => {
    const holder = createWallet({ profile: { fullName: 'Eve' } });
    const status = await authorizing(holder, server.foyer.appKey.did, provider.url);
    expect([status.status, status.error]).toEqual(['error', `${provider.url} does not publish the app DID ${server.foyer.appKey.did}`]);
    expect(status.result).toBeUndefined();
    expect(provider.provider.spaces.spacesOf(holder.did)).toEqual([]);
  });
});

describe('a space provider that does not allow private targets (production)', () => {
  it('calls no app on this machine that an anonymous visitor names, and says the app is not confirmed', async () => {
    const hits: string[] = [];
    const listener = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const provider = await startSpaceProvider({ port: 0 });
    try {
      const appUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
      const appDid = createWallet().did;
      const query = new URLSearchParams({ provider: 'wallet', appPid: 'p', appDid, appName: 'Notes', appDescription: '', appUrl, referrer: '', connectScope: 'user' });

      const page = await fetch(`${provider.url}${SERVER_PATHS.connectToDidSpace}?${query}`);

      expect(page.status).toBe(400);
      expect(await page.text()).toContain(`${appUrl} does not publish the app DID ${appDid}`);
      expect(hits).toEqual([]);
    } finally {
      await provider.close();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});
