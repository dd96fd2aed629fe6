import { PATHS } from '@foyer/core';
import { BROWSER_HEADERS } from './bench-origin.js';
import { connectLatency } from './connect/connect-latency.js';
import { printConnectLatency, printWaitingSessions } from './connect/print-connect.js';
import { waitingSessions } from './connect/waiting-sessions.js';
import { LOAD_DEFAULTS, load, type LoadOptions, type LoadResult } from './load.js';
import type { OAuthBenchSetup } from './oauth/bench-client.js';
import { OAUTH_ANCHORS, oauthFigures } from './oauth/oauth-figures.js';
import { spawnServer } from './spawn-server.js';

interface FoyerInfo {
  port: number;
  sessionToken: string;
  refreshTokens: string[];
  oauth: OAuthBenchSetup;
}

// Two cores shared by server and load generator swing a single run by ±20 %, so bare and session alternate and medians are kept.
const ROUNDS = 3;

function row(name: string, result: LoadResult): string {
  const rps = Math.round(result.requestsPerSecond).toString().padStart(8);
  return `${name.padEnd(34)} ${rps} req/s   p50 ${result.p50Ms} ms   p99 ${result.p99Ms} ms   non-2xx ${result.non2xx}`;
}

function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as LoadResult;
}

/** A refresh token is good for one use: each request takes a live one and puts back its successor. */
function refreshChains(url: string, tokens: string[]): LoadOptions {
  const live = [...tokens];
  return {
    url,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          return { ...request, headers: { ...BROWSER_HEADERS, authorization: `Bearer ${live.shift()}` } };
        },
        onResponse(status, body) {
          if (status === 200) live.push((JSON.parse(body) as { nextRefreshToken: string }).nextRefreshToken);
        },
      },
    ],
  };
}

const bareServer = await spawnServer<{ port: number }>('./servers/bare-server.ts');
// Twice as many chains as connections, so a request never waits for a token to come back; one more OAuth person reads userinfo.
const chains = LOAD_DEFAULTS.connections * 2;
const foyerServer = await spawnServer<FoyerInfo>('./servers/foyer-server.ts', [String(chains), String(chains + 1)]);
try {
  const foyerUrl = `http://127.0.0.1:${foyerServer.info.port}`;
  const bareRuns: LoadResult[] = [];
  const sessionRuns: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await load({ url: `http://127.0.0.1:${bareServer.info.port}/bare` }));
    sessionRuns.push(
      await load({ url: `${foyerUrl}${PATHS.session}`, headers: { ...BROWSER_HEADERS, authorization: `Bearer ${foyerServer.info.sessionToken}` } }),
    );
  }
  const refresh = await load(refreshChains(`${foyerUrl}${PATHS.refreshSession}`, foyerServer.info.refreshTokens));
  const oauth = await oauthFigures(foyerUrl, foyerServer.info.oauth);
  const [bare, session] = [median(bareRuns), median(sessionRuns)];

  console.log(`Foyer bench — ${LOAD_DEFAULTS.connections} connections, ${LOAD_DEFAULTS.duration} s a run, median of ${ROUNDS} alternating runs, SQLite`);
  console.log(row('bare Hono JSON route', bare));
  console.log(row('GET …/session (bearer)', session));
  console.log(row('POST …/refreshSession (rotating)', refresh));
  console.log(`session / bare: ${((session.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} %`);

  console.log();
  console.log('Authorization server (oidc-provider) — one run each, same server');
  console.log(row('POST …/token (refresh, rotating)', oauth.refresh));
  console.log(row('GET …/userinfo (bearer)', oauth.userinfo));
  console.log(`anchors: ${OAUTH_ANCHORS}`);

  console.log();
  printConnectLatency(await connectLatency(foyerUrl));
} finally {
  bareServer.stop();
  foyerServer.stop();
}

// A server of its own, so the RSS baseline carries nothing of the runs above; --expose-gc lets it collect before each reading.
const waitingServer = await spawnServer<{ port: number }>('./servers/foyer-server.ts', [], ['--expose-gc']);
try {
  console.log();
  printWaitingSessions(await waitingSessions(waitingServer));
} finally {
  waitingServer.stop();
}
