import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_SERVICE_PREFIX, SERVER_PATHS, TOKEN_TYPES } from '@foyer/core';
import Database from 'better-sqlite3';
import { generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { FoyerConfig } from '../config/config-schema.js';
import { loadConfig } from '../config/load-config.js';
import { createFoyer, type Foyer } from '../create-foyer.js';
import { claimOwnership } from '../features/passports/claim-ownership.js';
import { newUser } from '../store/test-support/fixtures.js';
import { openStore } from '../store/open-store.js';
import { TEST_APP_URL } from '../test-support/start-test-server.js';
import { LIVE_CONNECT_SESSION, liveSession, type FuzzCredentials, type FuzzRequest } from './arbitraries.js';

// Tables that count refused requests by design (attempt and rate counters, the audit log's failed sign-ins): a refusal may write there.
const COUNTER_TABLES = /^(rate_limit|kysely_|audit_events$)/;
// Where a provider would be: nothing listens on port 9 (discard), so a token exchange is refused at once.
const NO_PROVIDER = 'http://127.0.0.1:9';

export interface FuzzAnswer {
  status: number;
  text: string;
}

/** Foyer in this process over a throwaway SQLite file, with live sessions and forged tokens to send. */
export interface FuzzTarget {
  foyer: Foyer;
  credentials: FuzzCredentials;
  send(request: FuzzRequest): Promise<FuzzAnswer>;
  /** Row counts and last updates of every table but the counters, read straight off the database file. */
  snapshot(): string;
  /** Issues fresh sessions, for after a request that succeeded may have ended one. */
  renewSessions(): Promise<void>;
  close(): Promise<void>;
}

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens shaped like Foyer's session token that must all be refused: each breaks the signature in another way. */
async function forgeTokens(foyer: Foyer, real: string): Promise<string[]> {
  const [header = '', payload = '', signature = ''] = real.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JWTPayload;
  const { privateKey: otherKey } = await generateKeyPair('Ed25519');
  const now = Math.floor(Date.now() / 1000);
  const sign = (key: CryptoKey, body: JWTPayload, alg = 'EdDSA') => new SignJWT(body).setProtectedHeader({ alg, kid: foyer.appKey.kid, typ: TOKEN_TYPES.session }).sign(key);
  return [
    await sign(otherKey, claims),
    await sign(foyer.appKey.signingKey, { ...claims, iat: now - 7200, exp: now - 3600 }),
    await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: foyer.appKey.kid, typ: TOKEN_TYPES.session }).sign(foyer.appKey.publicKey),
    `${segment({ alg: 'none', typ: TOKEN_TYPES.session })}.${payload}.`,
    `${header}.${segment({ ...claims, role: 'owner' })}.${signature}`,
    `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
    `${header}.${payload}`,
  ];
}

export async function startFuzzTarget(config: Partial<FoyerConfig> = {}): Promise<FuzzTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-fuzz-'));
  const store = await openStore({ dataDir });
  const foyer = await createFoyer(
    {
      ...loadConfig({ env: {}, cwd: tmpdir() }),
      appUrl: TEST_APP_URL,
      dataDir,
      oauthGithubClientId: 'fuzz-client',
      oauthGithubClientSecret: 'fuzz-secret',
      oauthGithubAuthorizationEndpoint: `${NO_PROVIDER}/authorize`,
      oauthGithubTokenEndpoint: `${NO_PROVIDER}/token`,
      oauthGithubUserApi: `${NO_PROVIDER}/user`,
      // Thousands of fuzzed requests would each write an access line.
      logLevel: 'silent',
      ...config,
    },
    { store },
  );
  const owner = await store.users.create(newUser({ role: 'owner', fullName: 'Owner' }));
  await claimOwnership(store, owner.did);
  const member = await store.users.create(newUser({ fullName: 'Member' }));
  // A request that deleted the signed-in user is answered by bringing the user back, so later runs still have two live sessions.
  const issue = async () =>
    Promise.all(
      [owner, member].map(async (user) => {
        const current = (await store.users.findByDid(user.did)) ?? (await store.users.create(newUser({ did: user.did, role: user.role, fullName: user.fullName })));
        return (await foyer.sessions.issueSession({ user: current, provider: 'wallet', walletOS: 'web', visitorId: 'fuzz-visitor', ua: 'fuzz', ip: '127.0.0.1' })).sessionToken;
      }),
    );
  let sessionTokens = await issue();
  const credentials: FuzzCredentials = {
    csrfToken: randomBytes(16).toString('base64url'),
    appOrigin: TEST_APP_URL,
    liveSessions: sessionTokens.length,
    forgedTokens: await forgeTokens(foyer, sessionTokens[0] ?? ''),
  };
  const withLiveSessions = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, sessionTokens.reduce((text, token, index) => text.replace(liveSession(index), token), value)]));

  // Handed over in-process as a framework integration does, with the caller's address a production Foyer needs for its limits.
  const call = (request: Request) => Promise.resolve(foyer.app.fetch(request, { clientAddress: '127.0.0.1' }));
  // A wallet sign-in the page has opened, for wallet answers to reach the checks of a real connect session.
  const openConnectSession = async () => ((await (await call(new Request(`${TEST_APP_URL}${AUTH_SERVICE_PREFIX}/login/token`))).json()) as { token: string }).token;
  let connectToken = await openConnectSession();
  // The authorization server is made on first use, and saves its keys then: made now, before any snapshot.
  await call(new Request(`${TEST_APP_URL}${SERVER_PATHS.openidConfiguration}`));
  const database = new Database(join(dataDir, 'foyer.db'), { readonly: true });
  const tables = (database.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[])
    .map(({ name }) => name)
    .filter((name) => !COUNTER_TABLES.test(name));
  const hasUpdatedAt = (table: string) => (database.prepare(`select name from pragma_table_info('${table}')`).all() as { name: string }[]).some(({ name }) => name === 'updated_at');
  const counts = database.prepare(`select ${tables.map((table) => `(select count(*)${hasUpdatedAt(table) ? ` || ':' || coalesce(max(updated_at), 0)` : ''} from "${table}") as "${table}"`).join(', ')}`);

  return {
    foyer,
    credentials,
    async send({ method, path, query, headers, body }) {
      const url = `${TEST_APP_URL}${path}${query}`.replaceAll(LIVE_CONNECT_SESSION, connectToken);
      const response = await call(new Request(url, { method, headers: withLiveSessions(headers), body }));
      return { status: response.status, text: await response.text() };
    },
    snapshot: () => JSON.stringify(counts.get()),
    async renewSessions() {
      sessionTokens = await issue();
      connectToken = await openConnectSession();
    },
    async close() {
      database.close();
      await foyer.close();
      await store.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
