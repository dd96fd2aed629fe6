import { decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { createFoyer } from '../create-foyer.js';
import { OIDC_PATHS } from '../features/oidc/oidc-paths.js';
import { loadAuthorizationServerKeys } from '../features/oidc/authorization-server-keys.js';
import { loadAppKey, loadRetiredAppKeys, loadVerifyingAppKeys, rotateAppKey } from '../keys/app-key.js';
import { openStore } from '../store/open-store.js';
import { newUser } from '../store/test-support/fixtures.js';
import { createSessionTokens } from '../tokens/session-token.js';
import { cliHarness, type CliHarness } from './cli-harness.js';
import { keysRotate } from './keys-rotate.js';

const TTL_MS = 60 * 60 * 1000;
const subject = { sub: 'did:abt:someone', sid: 'session-1', role: 'member', provider: 'wallet', walletOS: null } as const;

describe('foyer keys rotate', () => {
  let cli: CliHarness;
  beforeEach(async () => {
    cli = await cliHarness({ FOYER_SESSION_TOKEN_TTL_MS: String(TTL_MS), FOYER_LOG_LEVEL: 'silent' });
  });
  afterEach(() => cli.cleanup());

  const jwksKids = async (foyer: Awaited<ReturnType<typeof createFoyer>>) => {
    const { keys } = (await (await foyer.app.request(`https://id.example${OIDC_PATHS.jwks}`)).json()) as { keys: { kid: string; d?: string }[] };
    expect(keys.every((key) => key.d === undefined)).toBe(true);
    return keys.map((key) => key.kid);
  };

  it('the old key keeps verifying and stays in the JWKS; an instance started after the rotation signs with the new one, and one started before learns it from the store', async () => {
    const before = await createFoyer(cli.io.config());
    try {
      const oldKid = before.appKey.kid;
      const signIn = async (foyer: typeof before) => {
        const user = await foyer.store.users.create(newUser());
        return foyer.sessions.issueSession({ user, provider: 'wallet', walletOS: 'web', visitorId: 'visitor-1', ua: 'vitest', ip: '127.0.0.1' });
      };
      const { sessionToken: oldToken } = await signIn(before);
      expect(decodeProtectedHeader(oldToken).kid).toBe(oldKid);

      expect(await cli.run('keys', 'rotate')).toBe(0);
      const [first, second, third] = (cli.out[0] ?? '').split('\n');
      expect(first).toMatch(/^New signing key [\w-]{43} is current \(app DID did:abt:\w+\)\.$/);
      expect(second).toMatch(new RegExp(`^The old key ${oldKid} keeps verifying session tokens and stays in the JWKS until \\d{4}-.*Z\\.$`));
      expect(third).toBe('Restart every running Foyer instance (one at a time) so they sign with the new key.');

      // Another instance on the same store, started after the rotation: it signs with the new key and still accepts the old one's tokens.
      const after = await createFoyer(cli.io.config());
      try {
        expect(after.appKey.kid).not.toBe(oldKid);
        expect(first).toContain(after.appKey.kid);
        expect((await after.sessions.authenticate(oldToken)).claims).toMatchObject({ iss: before.appKey.did });
        const { sessionToken: newToken } = await signIn(after);
        expect(decodeProtectedHeader(newToken).kid).toBe(after.appKey.kid);
        expect((await after.sessions.authenticate(newToken)).claims).toMatchObject({ iss: after.appKey.did });
        expect(await jwksKids(after)).toEqual(expect.arrayContaining([after.appKey.kid, oldKid]));

        // The instance started before the rotation has not restarted: it rereads the keys from the store on the new kid.
        expect((await before.sessions.authenticate(newToken)).claims).toMatchObject({ iss: after.appKey.did });
        expect((await before.sessions.authenticate(oldToken)).claims).toMatchObject({ iss: before.appKey.did });
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
    }
  });

  it('drops the old key from the JWKS and from verification once its grace period is over (injected clock)', async () => {
    const config = loadConfig({ env: { FOYER_DATA_DIR: cli.dir, FOYER_SESSION_TOKEN_TTL_MS: String(TTL_MS) } });
    const t0 = Date.UTC(2026, 0, 1);
    const store = await openStore({ dataDir: cli.dir });
    try {
      const oldKey = await loadAppKey(store.settings);
      await keysRotate(config, t0);
      const current = await loadAppKey(store.settings);
      const oldTokenKid = oldKey.kid;

      const kidsAt = async (now: number) => (await loadAuthorizationServerKeys(store.settings, current, now)).jwks.keys.map((key) => key.kid);
      expect(await kidsAt(t0 + TTL_MS - 1)).toContain(oldTokenKid);
      expect(await kidsAt(t0 + TTL_MS)).not.toContain(oldTokenKid);
      expect(await kidsAt(t0 + TTL_MS)).toContain(current.kid);

      expect((await loadRetiredAppKeys(store.settings, t0 + TTL_MS - 1)).map((key) => key.kid)).toEqual([oldTokenKid]);
      expect(await loadRetiredAppKeys(store.settings, t0 + TTL_MS)).toEqual([]);

      // Rotated at t0, the grace has long passed by now: what the old key signs no longer verifies.
      const oldToken = await createSessionTokens(oldKey, { ttlMs: TTL_MS }).sign(subject);
      const tokens = createSessionTokens(current, { ttlMs: TTL_MS, retiredKeys: await loadRetiredAppKeys(store.settings, t0) });
      expect(await tokens.verify(oldToken)).toBeNull();
    } finally {
      await store.destroy();
    }
  });

  it('a token with a kid nobody knows rereads the keys at most once per interval', async () => {
    const store = await openStore({ dataDir: cli.dir });
    try {
      const stranger = await createSessionTokens(await loadAppKey(store.settings), { ttlMs: TTL_MS }).sign(subject);
      await rotateAppKey(store.settings, TTL_MS);
      await rotateAppKey(store.settings, TTL_MS);
      // This instance knows only the newest key; the stranger's key was retired two rotations ago but is still in its grace.
      const newest = await loadAppKey(store.settings);
      let reads = 0;
      const tokens = createSessionTokens(newest, {
        ttlMs: TTL_MS,
        reloadKeys: async () => {
          reads += 1;
          return loadVerifyingAppKeys(store.settings);
        },
      });
      expect(await tokens.verify(stranger)).toMatchObject({ sub: subject.sub });
      const forged = `${Buffer.from(JSON.stringify({ alg: 'EdDSA', kid: 'made-up', typ: 'JWT' })).toString('base64url')}.e30.AAAA`;
      expect(await tokens.verify(forged)).toBeNull();
      expect(await tokens.verify(forged)).toBeNull();
      expect(reads).toBe(1);
    } finally {
      await store.destroy();
    }
  });
});
