import { connectLatency } from './connect/connect-latency.js';
import { printConnectLatency, printWaitingSessions } from './connect/print-connect.js';
import { waitingSessions } from './connect/waiting-sessions.js';
import { LOAD_DEFAULTS, type LoadResult } from './load.js';
import type { OAuthBenchSetup } from './oauth/bench-client.js';
import { OAUTH_ANCHORS, oauthFigures } from './oauth/oauth-figures.js';
import { FULL_PEER_TIMING, QUICK_PEER_TIMING, runPeers } from './peers/run-peers.js';
import { spawnServer } from './spawn-server.js';

interface FoyerInfo {
  port: number;
  oauth: OAuthBenchSetup;
}

function row(name: string, result: LoadResult): string {
  const rps = Math.round(result.requestsPerSecond).toString().padStart(8);
  return `${name.padEnd(34)} ${rps} req/s   p50 ${result.p50Ms} ms   p99 ${result.p99Ms} ms   non-2xx ${result.non2xx}`;
}

// --quick is a smoke run: the peers table with short runs, nothing else.
const quick = process.argv.includes('--quick');
await runPeers(quick ? QUICK_PEER_TIMING : FULL_PEER_TIMING);
if (quick) process.exit(0);

// Twice as many chains as connections for the peers' refresh; here the OAuth people come after them.
const chains = LOAD_DEFAULTS.connections * 2;
const foyerServer = await spawnServer<FoyerInfo>('./servers/foyer-server.ts', [String(chains), String(chains + 1)]);
try {
  const foyerUrl = `http://127.0.0.1:${foyerServer.info.port}`;
  const oauth = await oauthFigures(foyerUrl, foyerServer.info.oauth);
  console.log('Authorization server (oidc-provider) — one run each, SQLite');
  console.log(row('POST …/token (refresh, rotating)', oauth.refresh));
  console.log(row('GET …/userinfo (bearer)', oauth.userinfo));
  console.log(`anchors: ${OAUTH_ANCHORS}`);

  console.log();
  printConnectLatency(await connectLatency(foyerUrl));
} finally {
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
