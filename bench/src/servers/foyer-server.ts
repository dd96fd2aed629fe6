import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { serveFoyer } from '@foyer/server';
import { benchConfig } from '../bench-config.js';
import { BENCH_CALLBACK, type OAuthBenchSetup } from '../oauth/bench-client.js';
import { type Inbox, serveInbox } from '../peers/code-hook.js';

const chains = Number(process.argv[2] ?? '1');
const oauthPeople = Number(process.argv[3] ?? '0');
// BENCH_DATABASE_URL and BENCH_REDIS_URL (set by the peers bench in its PostgreSQL + Redis mode) replace the SQLite file and the in-process bus.
const shared = process.env.BENCH_DATABASE_URL
  ? { FOYER_DATABASE_URL: process.env.BENCH_DATABASE_URL, FOYER_REDIS_URL: process.env.BENCH_REDIS_URL, FOYER_REDIS_PREFIX: `foyer-bench-${process.pid}:` }
  : {};
const config = benchConfig(shared);
const served = await serveFoyer(config, { hostname: '127.0.0.1' });
const { store, sessions, outbox } = served.foyer;

// Mail stays in memory without SMTP; the bench reads each code from the inbox port instead of the dev outbox's log lines.
const inbox: Inbox = new Map();
if (outbox) outbox.send = async (message) => void (message.code && inbox.set(message.to, message.code));
const inboxPort = await serveInbox(inbox);

// Each server signs in people of its own, so several may run on one seeded database.
const run = randomBytes(4).toString('hex');
async function signIn(n: number) {
  const user = await store.users.create({ did: `z1bench${run}${n}`, role: 'guest', sourceProvider: 'email', fullName: `Bench ${n}` });
  return sessions.issueSession({ user, provider: 'email' });
}

const first = await signIn(0);
const refreshTokens: string[] = [];
for (let n = 1; n <= chains; n += 1) refreshTokens.push((await signIn(n)).refreshToken);

// People of their own for the OAuth figures, so their code flows never touch the sessions the refreshSession chains rotate.
async function oauthSetup(): Promise<OAuthBenchSetup> {
  const client = await served.foyer.registerClient({ client_name: 'Bench', redirect_uris: [BENCH_CALLBACK] });
  const sessionTokens: string[] = [];
  for (let n = 1; n <= oauthPeople; n += 1) sessionTokens.push((await signIn(chains + n)).sessionToken);
  return { clientId: client.client_id, clientSecret: client.client_secret ?? '', sessionTokens };
}
const oauth = oauthPeople > 0 ? await oauthSetup() : null;

// "gc" collects garbage (under --expose-gc) before the bench reads RSS, so the figure is what the server retains.
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line !== 'gc') return;
  globalThis.gc?.();
  console.log(JSON.stringify({ gc: globalThis.gc !== undefined }));
});

console.log(JSON.stringify({ port: served.port, inboxPort, sessionToken: first.sessionToken, refreshTokens, oauth }));
