import { CONNECT_QUERY } from '@foyer/core';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, openConnect, pollStatus, reach } from '../../server/src/features/connect/test-support/connect-page.js';
import { storeFactories } from '../../server/src/store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../server/src/test-support/start-test-server.js';
import { createCollection } from './create-collection.js';
import { mintNft } from './mint-nft.js';
import { runCli, USAGE, type CliIo } from './run-cli.js';

describe.each(storeFactories)('foyer-wallet against a Foyer server on $name', (factory) => {
  let server: TestServer;
  let mfaServer: TestServer;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer({ factory });
    mfaServer = await startTestServer({ factory, config: { connectMfa: true } });
    dir = await mkdtemp(join(tmpdir(), 'foyer-wallet-'));
  });

  afterAll(async () => {
    await server?.close();
    await mfaServer?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function run(argv: string[], env: Record<string, string> = {}, { target = server, ask }: { target?: TestServer; ask?: CliIo['ask'] } = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const fetchVia: typeof fetch = (input, init) => fetch(reach(target, String(input)), init);
    const code = await runCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line), env, fetch: fetchVia, ask });
    return { code, out, err };
  }

  it('approves a deep link with a key it makes on first use (mode 0600) and keeps', async () => {
    const key = join(dir, 'nested', 'key.json');
    const opened = await openConnect(server);
    const first = await run(['approve', opened.link, '--key', key, '--name', 'Cli Ada', '--email', 'cli@example.com']);
    expect(first).toMatchObject({ code: 0, out: [expect.stringMatching(/^did:abt:z/), 'Approved: Connected'], err: [] });
    expect((await stat(key)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(key, 'utf8'))).toMatchObject({ keyType: 'ed25519' });
    const did = first.out[0] ?? '';
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'succeed', did });
    expect(await server.store.users.findByDid(did)).toMatchObject({ fullName: 'Cli Ada', metadata: { email: 'cli@example.com' } });

    const again = await run(['approve', (await openConnect(server)).link], { FOYER_WALLET_KEY: key });
    expect(again.out[0]).toBe(did);
  });

  it('presents an NFT given with --nft when the app asks for one, and signs in as it', async () => {
    const collection = createCollection();
    const nftServer = await startTestServer({ factory, config: { nftCollections: [{ issuer: collection.did, name: 'Cli Cats' }] } });
    try {
      const key = join(dir, 'nft.json');
      const { out } = await run(['approve', (await openConnect(server)).link, '--key', key]);
      const nft = mintNft(collection, { ownerDid: out[0] ?? '', name: 'Cli Cat' });
      const opened = await openConnect(nftServer, { provider: 'nft' });
      expect(await run(['approve', opened.link, '--key', key, '--nft', nft], {}, { target: nftServer })).toMatchObject({ code: 0, err: [] });
      const status = await pollStatus(nftServer, opened.token);
      expect(status.status).toBe('succeed');
      expect(await nftServer.store.users.findByDid(String(JSON.parse(Buffer.from(nft.split('.')[1] ?? '', 'base64url').toString()).sub))).toMatchObject({ fullName: 'Cli Cat', sourceProvider: 'nft' });

      const without = await run(['approve', (await openConnect(nftServer, { provider: 'nft' })).link, '--key', key], {}, { target: nftServer });
      expect(without).toMatchObject({ code: 1, err: ['Refused: Sign in needs an NFT from Cli Cats'] });
    } finally {
      await nftServer.close();
    }
  });

  it('declines a deep link', async () => {
    const opened = await openConnect(server);
    expect(await run(['decline', opened.link, '--key', join(dir, 'decline.json')])).toMatchObject({ code: 0, out: [expect.any(String), 'Declined'] });
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'error' });
  });

  it('exits 1 with the app message when the app refuses', async () => {
    const opened = await openConnect(server);
    await server.request(`${LOGIN}/timeout?${CONNECT_QUERY.token}=${opened.token}`);
    const refused = await run(['approve', opened.link, '--key', join(dir, 'refused.json')]);
    expect(refused).toMatchObject({ code: 1, err: ['Refused: Invalid session status [timeout]'] });
  });

  it('exits 1 with the usage on a bad command line', async () => {
    expect(await run(['sign', 'https://example.com'])).toMatchObject({ code: 1, err: [USAGE] });
    expect(await run(['approve'])).toMatchObject({ code: 1, err: [USAGE] });
    expect(await run(['approve', 'x', '--colour', 'blue'])).toMatchObject({ code: 1, err: [USAGE] });
  });

  it('offers the three codes when the app asks for the one its page shows, and answers with the pick', async () => {
    const opened = await openConnect(mfaServer);
    const questions: string[] = [];
    const ask = async (question: string) => {
      questions.push(question);
      return ` ${(await pollStatus(mfaServer, opened.token)).mfaCode} `;
    };
    const approved = await run(['approve', opened.link, '--key', join(dir, 'mfa.json')], {}, { target: mfaServer, ask });
    expect(approved).toMatchObject({ code: 0, out: [expect.any(String), 'Approved: Connected'] });
    expect(questions).toEqual([expect.stringMatching(/^Pick the code the page shows \(\d\d, \d\d, \d\d\): $/)]);
    expect(await pollStatus(mfaServer, opened.token)).toMatchObject({ status: 'succeed' });
  });

  it('exits 1 on a wrong pick, or when there is no one to ask', async () => {
    const wrong = await openConnect(mfaServer);
    const ask = async (question: string) => {
      const shown = (await pollStatus(mfaServer, wrong.token)).mfaCode;
      return question.match(/\d\d/g)?.find((code) => Number(code) !== shown) ?? '';
    };
    const refused = await run(['approve', wrong.link, '--key', join(dir, 'mfa.json')], {}, { target: mfaServer, ask });
    expect(refused).toMatchObject({ code: 1, err: ['Refused: The code you picked does not match the one shown on the page'] });
    const unasked = await run(['approve', (await openConnect(mfaServer)).link, '--key', join(dir, 'mfa.json')], {}, { target: mfaServer });
    expect(unasked).toMatchObject({ code: 1, err: [expect.stringMatching(/^The app asks for the two-digit code shown on its page/)] });
  });
});
