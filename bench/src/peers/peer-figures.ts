import { PATHS } from '@foyer/core';
import { BROWSER_HEADERS } from '../bench-origin.js';
import { type LoadOptions, type LoadResult, type Timing, load } from '../load.js';
import { spawnServer } from '../spawn-server.js';
import type { BenchMode } from './bench-mode.js';
import { BETTER_AUTH_PATHS } from './better-auth-paths.js';
import { closedLoop } from './closed-loop.js';
import { FOYER_CODE_PATHS } from './foyer-paths.js';
import { freshDatabase } from './fresh-database.js';
import { median } from './median.js';
import { type CodeSignInPaths, signInByCode } from './sign-in-by-code.js';

export interface PeerFigures {
  bare: LoadResult;
  foyer: { session: LoadResult; refresh: LoadResult; signIn: LoadResult };
  betterAuth: { session: LoadResult; refresh: LoadResult; signIn: LoadResult };
}

export interface PeerTiming extends Timing {
  /** Bare and the two session checks alternate this many times and the medians are kept. */
  rounds: number;
}

interface FoyerInfo {
  port: number;
  inboxPort: number;
  sessionToken: string;
  refreshTokens: string[];
}

interface BetterAuthInfo {
  port: number;
  inboxPort: number;
  cookies: string[];
}

// Twice as many refresh chains (or sliding sessions) as connections, so a request never waits for one to come back.
const POOL = 32;
const SLIDE_EVERY_CHECK = '0';
const ONE_DAY = String(24 * 60 * 60);

/** Each request takes a live refresh token and puts back the one it rotated to, so every token is presented once. */
function foyerRefresh(url: string, tokens: string[]): LoadOptions {
  const live = [...tokens];
  return {
    url,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({ ...request, headers: { ...BROWSER_HEADERS, authorization: `Bearer ${live.shift()}` } }),
        onResponse(status, body) {
          if (status === 200) live.push((JSON.parse(body) as { nextRefreshToken: string }).nextRefreshToken);
        },
      },
    ],
  };
}

/** Better Auth has no refresh token: its renewal is get-session sliding the session's expiry, here on every check, over a pool of sessions. */
function betterAuthRenewal(url: string, cookies: string[]): LoadOptions {
  let next = 0;
  return {
    url,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, headers: { ...BROWSER_HEADERS, cookie: cookies[(next += 1) % cookies.length] as string } }),
      },
    ],
  };
}

function signIns(paths: CodeSignInPaths, serverUrl: string, inboxPort: number, who: string): () => Promise<boolean> {
  let count = 0;
  return async () => {
    const response = await signInByCode(paths, serverUrl, inboxPort, `${who}${(count += 1)}@bench.example.com`);
    await response.arrayBuffer();
    return response.ok;
  };
}

async function databaseEnv(mode: BenchMode, name: string): Promise<NodeJS.ProcessEnv> {
  if (mode.name === 'sqlite') return {};
  return { BENCH_DATABASE_URL: await freshDatabase(mode.postgresUrl, name), BENCH_REDIS_URL: mode.redisUrl };
}

/** One mode of the peers bench: every server in its own process, measured one after the other with the same settings. */
export async function peerFigures(mode: BenchMode, timing: PeerTiming): Promise<PeerFigures> {
  const bareServer = await spawnServer<{ port: number }>('./servers/bare-server.ts');
  const foyerServer = await spawnServer<FoyerInfo>('./servers/foyer-server.ts', [String(POOL)], [], await databaseEnv(mode, 'foyer_bench_peers'));
  const baServer = await spawnServer<BetterAuthInfo>('./servers/better-auth-server.ts', [ONE_DAY, '1'], [], await databaseEnv(mode, 'better_auth_bench'));
  const baSliding = await spawnServer<BetterAuthInfo>('./servers/better-auth-server.ts', [SLIDE_EVERY_CHECK, String(POOL)], [], await databaseEnv(mode, 'better_auth_bench_sliding'));
  try {
    const foyerUrl = `http://127.0.0.1:${foyerServer.info.port}`;
    const baUrl = `http://127.0.0.1:${baServer.info.port}`;
    const runs: { bare: LoadResult[]; foyer: LoadResult[]; betterAuth: LoadResult[] } = { bare: [], foyer: [], betterAuth: [] };
    for (let round = 0; round < timing.rounds; round += 1) {
      runs.bare.push(await load({ url: `http://127.0.0.1:${bareServer.info.port}/bare` }, timing));
      runs.foyer.push(await load({ url: `${foyerUrl}${PATHS.session}`, headers: { ...BROWSER_HEADERS, authorization: `Bearer ${foyerServer.info.sessionToken}` } }, timing));
      runs.betterAuth.push(await load({ url: `${baUrl}${BETTER_AUTH_PATHS.session}`, headers: { ...BROWSER_HEADERS, cookie: baServer.info.cookies[0] as string } }, timing));
    }
    const foyerRefreshed = await load(foyerRefresh(`${foyerUrl}${PATHS.refreshSession}`, foyerServer.info.refreshTokens), timing);
    const baRenewed = await load(betterAuthRenewal(`http://127.0.0.1:${baSliding.info.port}${BETTER_AUTH_PATHS.session}`, baSliding.info.cookies), timing);
    const foyerSignIn = await closedLoop(signIns(FOYER_CODE_PATHS, foyerUrl, foyerServer.info.inboxPort, 'foyer'), timing);
    const baSignIn = await closedLoop(signIns(BETTER_AUTH_PATHS, baUrl, baServer.info.inboxPort, 'ba'), timing);
    return {
      bare: median(runs.bare),
      foyer: { session: median(runs.foyer), refresh: foyerRefreshed, signIn: foyerSignIn },
      betterAuth: { session: median(runs.betterAuth), refresh: baRenewed, signIn: baSignIn },
    };
  } finally {
    for (const server of [bareServer, foyerServer, baServer, baSliding]) server.stop();
  }
}
