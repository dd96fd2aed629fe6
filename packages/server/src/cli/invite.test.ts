import { PASSPORT_ROLES, SERVER_PATHS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_SETTING } from '../features/passports/claim-ownership.js';
import { issuanceTokenHash } from '../features/passports/create-issuance.js';
import { openStore } from '../store/open-store.js';
import { newUser } from '../store/test-support/fixtures.js';
import { cliHarness, type CliHarness } from './cli-harness.js';

describe('foyer invite', () => {
  let cli: CliHarness;
  beforeEach(async () => {
    cli = await cliHarness();
  });
  afterEach(() => cli.cleanup());

  const withStore = async <T>(fn: (store: Awaited<ReturnType<typeof openStore>>) => Promise<T>) => {
    const store = await openStore({ dataDir: cli.dir });
    try {
      return await fn(store);
    } finally {
      await store.destroy();
    }
  };

  it('refuses before anyone owns the app, saying how to become the owner', async () => {
    expect(await cli.run('invite', '--role', 'admin')).toBe(1);
    expect(cli.err).toEqual(['foyer: this app has no owner yet: sign in at https://id.example first (the first person to sign in becomes the owner), then run foyer invite again']);
  });

  it("prints a one-time admin passport link issued in the owner's name", async () => {
    const owner = await withStore(async (store) => {
      const user = await store.users.create(newUser({ role: 'owner', fullName: 'Ada' }));
      await store.settings.set(OWNER_SETTING, user.did);
      return user;
    });
    expect(await cli.run('invite', '--role', 'admin', '--title', 'Ops')).toBe(0);
    const [link, note] = (cli.out[0] ?? '').split('\n');
    const url = new URL(link ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`https://id.example${SERVER_PATHS.issuePassportPage}`);
    expect(note).toMatch(/^A admin passport link, valid until \d{4}-\d\d-\d\dT.*Z; it works once\.$/);
    const issuance = await withStore((store) => store.passportIssuances.findByTokenHash(issuanceTokenHash(url.searchParams.get('token') ?? '')));
    expect(issuance).toMatchObject({ role: 'admin', title: 'Ops', issuerDid: owner.did, issuerName: 'Ada', usedAt: null });
  });

  it.each([['root'], ['Admin']])('refuses the unknown role %s naming the valid ones', async (role) => {
    expect(await cli.run('invite', '--role', role)).toBe(1);
    expect(cli.err[0]).toMatch(new RegExp(`^foyer: unknown role "${role}": use one of ${PASSPORT_ROLES.join(', ')}\\n\\nUsage:\\n  foyer invite`));
  });

  it('requires --role', async () => {
    expect(await cli.run('invite')).toBe(1);
    expect(cli.err[0]).toContain(`foyer: --role is required: one of ${PASSPORT_ROLES.join(', ')}`);
  });
});
