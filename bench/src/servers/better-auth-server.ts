import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { emailOTP } from 'better-auth/plugins/email-otp';
import Database from 'better-sqlite3';
import pg from 'pg';
import { BENCH_ORIGIN } from '../bench-origin.js';
import { type Inbox, serveInbox } from '../peers/code-hook.js';
import { signInByCode } from '../peers/sign-in-by-code.js';
import { BETTER_AUTH_PATHS } from '../peers/better-auth-paths.js';

// Seconds after which get-session slides a session's expiry; 0 makes every check a renewal (the refresh scenario).
const updateAge = Number(process.argv[2] ?? String(24 * 60 * 60));
const sessionsWanted = Number(process.argv[3] ?? '1');

function sqlite(): Database.Database {
  const db = new Database(join(mkdtempSync(join(tmpdir(), 'better-auth-bench-')), 'auth.db'));
  // Foyer's own SQLite settings, so the two peers pay the same for a write.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  return db;
}

const inbox: Inbox = new Map();
const auth = betterAuth({
  baseURL: BENCH_ORIGIN,
  secret: 'better-auth-bench-secret-0123456789abcdef',
  database: process.env.BENCH_DATABASE_URL ? new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL }) : sqlite(),
  trustedOrigins: [BENCH_ORIGIN],
  // Foyer's limits count each bench visitor apart (asVisitor); Better Auth's would count the one loopback caller.
  rateLimit: { enabled: false },
  session: { updateAge },
  telemetry: { enabled: false },
  plugins: [emailOTP({ sendVerificationOTP: async ({ email, otp }) => void inbox.set(email, otp) })],
});
await (await getMigrations(auth.options)).runMigrations();

const server = createServer(toNodeHandler(auth));
const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
const inboxPort = await serveInbox(inbox);

const url = `http://127.0.0.1:${port}`;
const cookies: string[] = [];
for (let n = 0; n < sessionsWanted; n += 1) {
  const response = await signInByCode(BETTER_AUTH_PATHS, url, inboxPort, `setup${n}@bench.example`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error(`Better Auth sign-in answered ${response.status} without a session cookie`);
  cookies.push(cookie.split(';')[0] as string);
}

console.log(JSON.stringify({ port, inboxPort, cookies }));
