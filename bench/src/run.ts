import { CSRF_COOKIE, HEADERS, PATHS } from '@foyer/core';
import { BENCH_CSRF, BENCH_ORIGIN } from './bench-origin.js';
import { LOAD_DEFAULTS, load, type LoadResult } from './load.js';
import { spawnServer } from './spawn-server.js';

interface FoyerInfo {
  port: number;
  sessionToken: string;
  refreshTokens: string[];
}

// What a signed-in browser tab sends: its origin and the CSRF cookie it was given, echoed in the header.
const browserHeaders = {
  origin: BENCH_ORIGIN,
  cookie: `${CSRF_COOKIE}=${BENCH_CSRF}`,
  [HEADERS.csrfToken]: BENCH_CSRF,
};

function row(name: string, result: LoadResult): string {
  const rps = Math.round(result.requestsPerSecond).toString().padStart(8);
  return `${name.padEnd(34)} ${rps} req/s   p50 ${result.p50Ms} ms   p99 ${result.p99Ms} ms   non-2xx ${result.non2xx}`;
}

async function bare(): Promise<LoadResult> {
  const server = await spawnServer<{ port: number }>('./servers/bare-server.ts');
  try {
    return await load({ url: `http://127.0.0.1:${server.info.port}/bare` });
  } finally {
    server.stop();
  }
}

async function foyer(): Promise<{ session: LoadResult; refresh: LoadResult }> {
  // Twice as many chains as connections, so a request never waits for a token to come back.
  const server = await spawnServer<FoyerInfo>('./servers/foyer-server.ts', [String(LOAD_DEFAULTS.connections * 2)]);
  const base = `http://127.0.0.1:${server.info.port}`;
  try {
    const session = await load({
      url: `${base}${PATHS.session}`,
      headers: { ...browserHeaders, authorization: `Bearer ${server.info.sessionToken}` },
    });
    // A refresh token is good for one use: each request takes a live one and puts back its successor.
    const live = [...server.info.refreshTokens];
    const refresh = await load({
      url: `${base}${PATHS.refreshSession}`,
      requests: [
        {
          method: 'POST',
          setupRequest(request) {
            return { ...request, headers: { ...browserHeaders, authorization: `Bearer ${live.shift()}` } };
          },
          onResponse(status, body) {
            if (status === 200) live.push((JSON.parse(body) as { nextRefreshToken: string }).nextRefreshToken);
          },
        },
      ],
    });
    return { session, refresh };
  } finally {
    server.stop();
  }
}

const bareResult = await bare();
const { session, refresh } = await foyer();
console.log(`Foyer bench — ${LOAD_DEFAULTS.connections} connections, ${LOAD_DEFAULTS.duration} s each, SQLite, one server process`);
console.log(row('bare Hono JSON route', bareResult));
console.log(row('GET …/session (bearer)', session));
console.log(row('POST …/refreshSession (rotating)', refresh));
console.log(`session / bare: ${((session.requestsPerSecond / bareResult.requestsPerSecond) * 100).toFixed(1)} %`);
