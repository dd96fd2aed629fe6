import { CSRF_COOKIE, HEADERS, PATHS } from '@foyer/core';
import { BENCH_CSRF, BENCH_ORIGIN } from './bench-origin.js';
import { LOAD_DEFAULTS, load, type LoadResult } from './load.js';
import { spawnServer } from './spawn-server.js';

interface FoyerInfo {
  port: number;
  sessionToken: string;
  refreshTokens: string[];
}

type ChainContext = { refreshToken?: string };

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
  // Two runs (warm-up and measured) each open LOAD_DEFAULTS.connections refresh chains.
  const server = await spawnServer<FoyerInfo>('./servers/foyer-server.ts', [String(LOAD_DEFAULTS.connections * 2)]);
  const base = `http://127.0.0.1:${server.info.port}`;
  try {
    const session = await load({
      url: `${base}${PATHS.session}`,
      headers: { authorization: `Bearer ${server.info.sessionToken}` },
    });
    // Each connection follows its own rotation chain: a refresh token is good for one use.
    const unused = [...server.info.refreshTokens];
    const refresh = await load({
      url: `${base}${PATHS.refreshSession}`,
      requests: [
        {
          method: 'POST',
          setupRequest(request, context: ChainContext) {
            context.refreshToken ??= unused.pop();
            return {
              ...request,
              headers: {
                authorization: `Bearer ${context.refreshToken}`,
                origin: BENCH_ORIGIN,
                cookie: `${CSRF_COOKIE}=${BENCH_CSRF}`,
                [HEADERS.csrfToken]: BENCH_CSRF,
              },
            };
          },
          onResponse(status, body, context: ChainContext) {
            if (status === 200) context.refreshToken = (JSON.parse(body) as { nextRefreshToken: string }).nextRefreshToken;
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
