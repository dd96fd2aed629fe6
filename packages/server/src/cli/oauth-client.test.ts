import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { openStore } from '../store/open-store.js';
import type { ListedClient } from './oauth-client-list.js';
import type { CliIo } from './cli-io.js';
import { runCli } from './run-cli.js';

describe('foyer oauth-client', () => {
  let dataDir: string;
  let out: string[];
  let err: string[];
  let io: CliIo;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-cli-'));
    out = [];
    err = [];
    io = {
      config: () => loadConfig({ env: { FOYER_DATA_DIR: dataDir, FOYER_APP_URL: 'https://notes-host.example' }, cwd: dataDir }),
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    };
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const add = (...args: string[]) => runCli(['oauth-client', 'add', ...args], io);

  it('registers a confidential client, prints its secret once, and finds it in the database and the list', async () => {
    const code = await add('--name', 'Notes', '--redirect-uri', 'https://notes.example/cb', '--redirect-uri', 'https://notes.example/cb2', '--post-logout-redirect-uri', 'https://notes.example/bye');
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const registered = JSON.parse(out[0] ?? '') as { client_id: string; client_secret: string; client_secret_expires_at: number };
    expect(registered.client_secret).toEqual(expect.any(String));
    // SPEC §9: a client secret lives 30 days.
    expect(registered.client_secret_expires_at * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const store = await openStore({ dataDir });
    try {
      const found = await store.oidcModels.find('Client', registered.client_id, Date.now());
      expect(found?.payload).toMatchObject({ client_name: 'Notes', redirect_uris: ['https://notes.example/cb', 'https://notes.example/cb2'] });
    } finally {
      await store.destroy();
    }

    expect(await runCli(['oauth-client', 'list'], io)).toBe(0);
    const listed = JSON.parse(out[1] ?? '') as ListedClient[];
    expect(listed).toEqual([
      {
        client_id: registered.client_id,
        client_name: 'Notes',
        redirect_uris: ['https://notes.example/cb', 'https://notes.example/cb2'],
        post_logout_redirect_uris: ['https://notes.example/bye'],
        token_endpoint_auth_method: 'client_secret_basic',
        client_secret_expires_at: registered.client_secret_expires_at,
      },
    ]);
    expect(out[1]).not.toContain(registered.client_secret);
  });

  it('registers a public client without a secret', async () => {
    expect(await add('--name', 'CLI app', '--redirect-uri', 'http://127.0.0.1:8765/cb', '--public')).toBe(0);
    const registered = JSON.parse(out[0] ?? '') as Record<string, unknown>;
    expect(registered).toMatchObject({ token_endpoint_auth_method: 'none' });
    expect(registered.client_secret).toBeUndefined();
  });

  it.each([
    [['--redirect-uri', 'https://notes.example/cb'], '--name is required'],
    [['--name', 'Notes'], 'at least one --redirect-uri is required'],
    [['--name', 'Notes', '--redirect-uri', 'notes/cb'], '--redirect-uri must be an absolute URL'],
    [['--name', 'Notes', '--redirect-uri', 'https://notes.example/cb', '--colour', 'red'], "Unknown option '--colour'"],
    [['--name'], "Option '--name <value>' argument missing"],
  ])('refuses %j with a usage message and exit code 1', async (args, message) => {
    expect(await add(...args)).toBe(1);
    expect(out).toEqual([]);
    expect(err[0]).toContain(message);
    expect(err[0]).toContain('Usage:');
    expect(err[0]).not.toMatch(/\n\s+at /);
  });

  it('answers an unknown command with the usage and exit code 1', async () => {
    expect(await runCli(['oauth-client', 'remove'], io)).toBe(1);
    expect(err[0]).toMatch(/^foyer: unknown command: oauth-client remove\n\nUsage:/);
  });

  it('reports what the authorization server refuses as one line', async () => {
    expect(await add('--name', 'Notes', '--redirect-uri', 'https://notes.example/cb#fragment')).toBe(1);
    expect(err[0]).toMatch(/^foyer: invalid_redirect_uri: /);
    expect(err[0]).not.toMatch(/\n\s+at /);
  });
});
