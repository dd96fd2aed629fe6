import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATHS, SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';

const [factory] = storeFactories;

describe('app info', () => {
  let server: TestServer;
  let dir: string;

  beforeAll(async () => {
    if (!factory) throw new Error('no store factory');
    dir = await mkdtemp(join(tmpdir(), 'foyer-logo-'));
    server = await startTestServer({ factory, config: { appName: 'Ada', appDescription: 'Sign-in demo', domainAliases: ['alias.test', 'https://other.test'] } });
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the app metadata as JSON for type=json, and 400 otherwise', async () => {
    const response = await server.request(`${PATHS.appMetadataScript}?type=json`);
    const did = server.foyer.appKey.did;
    expect(await response.json()).toEqual({
      appId: did,
      appPid: did,
      appName: 'Ada',
      appDescription: 'Sign-in demo',
      appLogo: `${TEST_APP_URL}${SERVER_PATHS.productLogo}`,
      appUrl: TEST_APP_URL,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      provider: 'wallet',
      connectOptions: { allowWallet: true, allowEmail: expect.any(Boolean), allowPasskey: true, emailKyc: false, oauthProviders: [], invitesEnabled: false, nftCollections: [] },
      domainAliases: ['alias.test', 'https://other.test'],
    });
    const refused = await server.request(PATHS.appMetadataScript);
    expect([refused.status, (await refused.json()).code]).toEqual([400, 'invalidInput']);
  });

  it('serves the default SVG logo, or the configured file', async () => {
    const fallback = await server.request(SERVER_PATHS.productLogo);
    expect(fallback.headers.get('content-type')).toBe('image/svg+xml');
    expect(await fallback.text()).toContain('<svg');

    const logo = join(dir, 'logo.png');
    await writeFile(logo, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    if (!factory) throw new Error('no store factory');
    const custom = await startTestServer({ factory, config: { appLogo: logo } });
    try {
      const response = await custom.request(SERVER_PATHS.productLogo);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    } finally {
      await custom.close();
    }
  });
});
