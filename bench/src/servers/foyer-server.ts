import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig, serveFoyer } from '@foyer/server';
import { BENCH_ORIGIN } from '../bench-origin.js';

const chains = Number(process.argv[2] ?? '1');
const config = loadConfig({
  env: { PORT: '0', FOYER_DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-bench-')), FOYER_APP_URL: BENCH_ORIGIN },
});
const served = await serveFoyer(config, { hostname: '127.0.0.1' });
const { store, sessions } = served.foyer;

async function signIn(n: number) {
  const user = await store.users.create({ did: `z1bench${n}`, role: 'guest', sourceProvider: 'email', fullName: `Bench ${n}` });
  return sessions.issueSession({ user, provider: 'email' });
}

const first = await signIn(0);
const refreshTokens: string[] = [];
for (let n = 1; n <= chains; n += 1) refreshTokens.push((await signIn(n)).refreshToken);

// "gc" collects garbage (under --expose-gc) before the bench reads RSS, so the figure is what the server retains.
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line !== 'gc') return;
  globalThis.gc?.();
  console.log(JSON.stringify({ gc: globalThis.gc !== undefined }));
});

console.log(JSON.stringify({ port: served.port, sessionToken: first.sessionToken, refreshTokens }));
