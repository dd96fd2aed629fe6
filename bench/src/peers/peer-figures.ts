import { BROWSER_HEADERS } from '../bench-origin.js';
import { type LoadOptions, type LoadResult, type Timing, load } from '../load.js';
import { spawnServer } from '../spawn-server.js';
import type { BenchMode } from './bench-mode.js';
import { BETTER_AUTH_PATHS } from './better-auth-paths.js';
import { closedLoop } from './closed-loop.js';
import { POOL, foyerRefresh, foyerSessionCheck, foyerSignIns, signIns, spawnFoyer } from './foyer-flows.js';
import { freshDatabase } from './fresh-database.js';
import { median } from './median.js';

export interface FlowFigures {
  session: LoadResult;
  refresh: LoadResult;
  signIn: LoadResult;
}

export interface PeerFigures {
  bare: LoadResult;
  foyer: FlowFigures;
  betterAuth: FlowFigures;
}

export interface PeerTiming extends Timing {
  /** Bare and the two session checks alternate this many times and the medians are kept. */
  rounds: number;
}

interface BetterAuthInfo {
  port: number;
  inboxPort: number;
  cookies: string[];
}

const SLIDE_EVERY_CHECK = '0';
const ONE_DAY = String(24 * 60 * 60);

/** Better Auth has no refresh token: its renewal is get-session sliding the session's expiry, here on every check, over a pool of sessions. */
function betterAuthRenewal(info: BetterAuthInfo): LoadOptions {
  let next = 0;
  return {
    url: `http://127.0.0.1:${info.port}${BETTER_AUTH_PATHS.session}`,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, headers: { ...BROWSER_HEADERS, cookie: info.cookies[(next += 1) % info.cookies.length] as string } }),
      },
    ],
  };
}

async function databaseEnv(mode: BenchMode, name: string): Promise<NodeJS.ProcessEnv> {
  if (mode.name === 'sqlite') return {};
  return { BENCH_DATABASE_URL: await freshDatabase(mode.postgresUrl, name), BENCH_REDIS_URL: mode.redisUrl };
}

/** One mode of the peers bench: every server in its own process, measured one after the other with the same settings. */
export async function peerFigures(mode: BenchMode, timing: PeerTiming): Promise<PeerFigures> {
  const bareServer = await spawnServer<{ port: number }>('./servers/bare-server.ts');
  const foyerServer = await spawnFoyer(await databaseEnv(mode, 'foyer_bench_peers'));
  const baServer = await spawnServer<BetterAuthInfo>('./servers/better-auth-server.ts', [ONE_DAY, '1'], [], await databaseEnv(mode, 'better_auth_bench'));
  const baSliding = await spawnServer<BetterAuthInfo>('./servers/better-auth-server.ts', [SLIDE_EVERY_CHECK, String(POOL)], [], await databaseEnv(mode, 'better_auth_bench_sliding'));
  try {
    const runs: { bare: LoadResult[]; foyer: LoadResult[]; betterAuth: LoadResult[] } = { bare: [], foyer: [], betterAuth: [] };
    for (let round = 0; round < timing.rounds; round += 1) {
      runs.bare.push(await load({ url: `http://127.0.0.1:${bareServer.info.port}/bare` }, timing));
      runs.foyer.push(await load(foyerSessionCheck(foyerServer.info), timing));
      runs.betterAuth.push(await load({ url: `http://127.0.0.1:${baServer.info.port}${BETTER_AUTH_PATHS.session}`, headers: { ...BROWSER_HEADERS, cookie: baServer.info.cookies[0] as string } }, timing));
    }
    const foyerRefreshed = await load(foyerRefresh(foyerServer.info), timing);
    const baRenewed = await load(betterAuthRenewal(baSliding.info), timing);
    const foyerSignIn = await closedLoop(foyerSignIns(foyerServer.info), timing);
    const baSignIn = await closedLoop(signIns(BETTER_AUTH_PATHS, baServer.info, 'ba'), timing);
    return {
      bare: median(runs.bare),
      foyer: { session: median(runs.foyer), refresh: foyerRefreshed, signIn: foyerSignIn },
      betterAuth: { session: median(runs.betterAuth), refresh: baRenewed, signIn: baSignIn },
    };
  } finally {
    for (const server of [bareServer, foyerServer, baServer, baSliding]) server.stop();
  }
}
