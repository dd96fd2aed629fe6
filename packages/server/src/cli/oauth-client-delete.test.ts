import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store.js';
import { cliHarness, type CliHarness } from './cli-harness.js';

describe('foyer oauth-client delete', () => {
  let cli: CliHarness;
  beforeEach(async () => {
    cli = await cliHarness();
  });
  afterEach(() => cli.cleanup());

  it('deletes a client created by oauth-client create, with the grants it holds', async () => {
    expect(await cli.run('oauth-client', 'create', '--name', 'Notes', '--redirect-uri', 'https://notes.example/cb')).toBe(0);
    const { client_id: clientId } = JSON.parse(cli.out[0] ?? '') as { client_id: string };
    const store = await openStore({ dataDir: cli.dir });
    try {
      // A grant the client holds, as oidc-provider stores it: it goes with the client.
      await store.oidcModels.upsert('Grant', 'grant-1', { clientId, accountId: 'did:abt:someone' }, Date.now() + 60_000, Date.now());
    } finally {
      await store.destroy();
    }

    expect(await cli.run('oauth-client', 'delete', clientId)).toBe(0);
    expect(cli.out[1]).toBe(`Deleted client ${clientId} with its grants and tokens (2 records).`);
    const after = await openStore({ dataDir: cli.dir });
    try {
      expect(await after.oidcModels.find('Grant', 'grant-1', Date.now())).toBeNull();
    } finally {
      await after.destroy();
    }
    expect(await cli.run('oauth-client', 'list')).toBe(0);
    expect(JSON.parse(cli.out[2] ?? '')).toEqual([]);
  });

  it('names the list command when the client does not exist', async () => {
    expect(await cli.run('oauth-client', 'delete', 'nope')).toBe(1);
    expect(cli.err).toEqual(['foyer: no client nope: foyer oauth-client list shows the registered ones']);
  });

  it('requires the client_id', async () => {
    expect(await cli.run('oauth-client', 'delete')).toBe(1);
    expect(cli.err[0]).toMatch(/^foyer: the client_id to delete is required\n\nUsage:\n  foyer oauth-client delete <client_id>/);
  });
});
