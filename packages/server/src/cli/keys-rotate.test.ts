import { decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { createFoyer } from '../create-foyer.js';
import { OIDC_PATHS } from '../features/oidc/oidc-paths.js';
import { loadAuthorizationServerKeys } from '../features/oidc/authorization-server-keys.js';
import { ID_TOKEN_TTL_MS } from '../features/oidc/id-token-ttl.js';
import { loadAppKey } from '../keys/app-key.js';
import { rotateSigningKeys } from '../keys/rotate-signing-keys.js';
import { loadSessionTokenKeys, loadSigningKeys } from '../keys/signing-keys.js';
import { openStore } from '../store/open-store.js';
import { newUser } from '../store/test-support/fixtures.js';
import { createSessionTokens } from '../tokens/session-token.js';
import { cliHarness, type CliHarness } from './cli-harness.js';
import { keysRotate, signingKeyGraceMs } from './keys-rotate.js';

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

  it('new keys sign, the old ones keep verifying and stay in the JWKS, the app DID stays; an instance started before learns the new key from the store', async () => {
    const before = await createFoyer(cli.io.config());
    try {
      const appDid = before.appKey.did;
      const signIn = async (foyer: typeof before) => {
        const user = await foyer.store.users.create(newUser());
        return foyer.sessions.issueSession({ user, provider: 'wallet', walletOS: 'web', visitorId: 'visitor-1', ua: 'vitest', ip: '127.0.0.1' });
      };
      const { sessionToken: oldToken } = await signIn(before);
      // Until the first rotation the app key signs session tokens, as it always has.
      const oldKid = decodeProtectedHeader(oldToken).kid;
      expect(oldKid).toBe(before.appKey.kid);
      const oldRsaKid = (await jwksKids(before)).find((kid) => kid !== oldKid);

      expect(await cli.run('keys', 'rotate')).toBe(0);
      const [first, second, third] = (cli.out[0] ?? '').split('\n');
      const [, newKid, newRsaKid] = first?.match(/^New signing keys are current: ([\w-]{43}) \(session tokens, EdDSA\) and ([\w-]{43}) \(ID tokens, RS256\)\. The app DID (did:abt:\w+) is unchanged\.$/) ?? [];
      expect(first).toContain(appDid);
      expect(second).toMatch(new RegExp(`^The old keys ${oldKid} and ${oldRsaKid} keep verifying and stay in the JWKS until \\d{4}-.*Z\\.$`));
      expect(third).toBe('Restart every running Foyer instance (one at a time) so they sign with the new keys.');

      // Another instance on the same store, started after the rotation: same app, new signing key, old tokens still good.
      const after = await createFoyer(cli.io.config());
      try {
        expect(after.appKey.did).toBe(appDid);
        expect((await after.sessions.authenticate(oldToken)).claims).toMatchObject({ iss: appDid });
        const { sessionToken: newToken } = await signIn(after);
        expect(decodeProtectedHeader(newToken).kid).toBe(newKid);
        expect((await after.sessions.authenticate(newToken)).claims).toMatchObject({ iss: appDid });
        // oidc-provider signs with the first key of an algorithm: the new ones lead, the old ones follow.
        expect(await jwksKids(after)).toEqual([newRsaKid, newKid, oldKid, oldRsaKid]);

        // The instance started before the rotation has not restarted: it rereads the keys from the store on the new kid.
        expect((await before.sessions.authenticate(newToken)).claims).toMatchObject({ iss: appDid });
        expect((await before.sessions.authenticate(oldToken)).claims).toMatchObject({ iss: appDid });

        expect(await cli.run('doctor')).toBe(0);
        expect(cli.out).toContain(`keys        ok (app key ${before.appKey.kid}; session tokens signed by ${newKid}, 1 rotated out within their grace)`);
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
    }
  });

  it('drops the old keys from the JWKS and from verification once the longest token lifetime has passed (injected clock)', async () => {
    const config = loadConfig({ env: { FOYER_DATA_DIR: cli.dir, FOYER_SESSION_TOKEN_TTL_MS: String(TTL_MS) } });
    const t0 = Date.UTC(2026, 0, 1);
    const grace = signingKeyGraceMs(config);
    // Session tokens live an hour here, ID tokens a day: the old keys must outlive both.
    expect(grace).toBe(ID_TOKEN_TTL_MS);
    const store = await openStore({ dataDir: cli.dir });
    try {
      const appKey = await loadAppKey(store.settings);
      const [oldKey] = await loadSessionTokenKeys(store.settings);
      const oldRsaKid = (await loadSigningKeys(store.settings)).idToken.kid;
      await keysRotate(config, t0);
      expect((await loadAppKey(store.settings)).did).toBe(appKey.did);
      const [current] = await loadSessionTokenKeys(store.settings, t0);
      expect(current!.kid).not.toBe(oldKey!.kid);

      const kidsAt = async (now: number) => (await loadAuthorizationServerKeys(store.settings, appKey, now)).jwks.keys.map((key) => key.kid);
      expect(await kidsAt(t0 + grace - 1)).toEqual(expect.arrayContaining([oldKey!.kid, oldRsaKid]));
      expect(await kidsAt(t0 + grace)).toHaveLength(2);
      expect(await kidsAt(t0 + grace)).not.toEqual(expect.arrayContaining([oldKey!.kid]));
      expect(await kidsAt(t0 + grace)).not.toEqual(expect.arrayContaining([oldRsaKid]));

      expect((await loadSessionTokenKeys(store.settings, t0 + grace - 1)).map((key) => key.kid)).toEqual([current!.kid, oldKey!.kid]);
      expect((await loadSessionTokenKeys(store.settings, t0 + grace)).map((key) => key.kid)).toEqual([current!.kid]);

      // Rotated at t0, the grace has long passed by now: what the old key signs no longer verifies.
      const oldToken = await createSessionTokens(oldKey!, { issuer: appKey.did, ttlMs: TTL_MS }).sign(subject);
      const [, ...retired] = await loadSessionTokenKeys(store.settings, t0);
      const tokens = createSessionTokens(current!, { issuer: appKey.did, ttlMs: TTL_MS, retiredKeys: retired });
      expect(retired).toHaveLength(1);
      expect(await tokens.verify(oldToken)).toBeNull();
    } finally {
      await store.destroy();
    }
  });

  it('a token with a kid nobody knows rereads the keys at most once per interval', async () => {
    const store = await openStore({ dataDir: cli.dir });
    try {
      const { did } = await loadAppKey(store.settings);
      const [first] = await loadSessionTokenKeys(store.settings);
      const stranger = await createSessionTokens(first!, { issuer: did, ttlMs: TTL_MS }).sign(subject);
      await rotateSigningKeys(store.settings, TTL_MS);
      await rotateSigningKeys(store.settings, TTL_MS);
      // This instance knows only the newest key; the stranger's key was retired two rotations ago but is still in its grace.
      const [newest] = await loadSessionTokenKeys(store.settings);
      let reads = 0;
      const tokens = createSessionTokens(newest!, {
        issuer: did,
        ttlMs: TTL_MS,
        reloadKeys: async () => {
          reads += 1;
          return loadSessionTokenKeys(store.settings);
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
