import nodemailer from 'nodemailer';
import { createClient } from 'redis';
import { sql } from 'kysely';
import type { FoyerConfig } from '../config/config-schema.js';
import { ConfigError } from '../config/load-config.js';
import { APP_KEY_SETTING, loadAppKey } from '../keys/app-key.js';
import { loadSessionTokenKeys, RETIRED_SIGNING_KEYS_SETTING, TOKEN_SIGNING_KEY_SETTING } from '../keys/signing-keys.js';
import { createStore } from '../store/create-store.js';
import { pendingMigrations } from '../store/migrate-to-latest.js';
import { openDatabase, type OpenedDatabase } from '../store/open-store.js';
import { databaseProblem, hostPort, reason } from './reach-error.js';
import { CliError } from './usage.js';

/** How far the clocks of Foyer and its database may drift before session-token times go wrong. */
export const MAX_CLOCK_SKEW_MS = 5000;
const CHECK_TIMEOUT_MS = 5000;

export interface CheckResult {
  name: string;
  /** null when fine; else what is wrong and how to fix it. */
  problem: string | null;
  /** A note shown after ok (the skew, the migration count). */
  detail?: string;
}

const ok = (name: string, detail?: string): CheckResult => ({ name, problem: null, detail });
const fail = (name: string, problem: string): CheckResult => ({ name, problem });

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function databaseChecks(config: FoyerConfig): Promise<CheckResult[]> {
  const url = config.databaseUrl;
  const postgres = url !== undefined && /^postgres(ql)?:\/\//.test(url);
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase({ url, dataDir: config.dataDir });
  } catch (error) {
    return [fail('database', databaseProblem(postgres ? 'postgres' : 'sqlite', postgres ? hostPort(url, 5432) : (url ?? config.dataDir), error))];
  }
  const results: CheckResult[] = [];
  try {
    const engine = opened.engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
    let pending: string[];
    try {
      pending = await withTimeout(pendingMigrations(opened.db, opened.schema), engine);
    } catch (error) {
      return [fail('database', databaseProblem(opened.engine, opened.location, error))];
    }
    results.push(ok('database', `${engine} ${opened.location}`));
    results.push(
      pending.length === 0
        ? ok('migrations', 'current')
        : fail('migrations', `${pending.length} pending (${pending[0]}${pending.length > 1 ? ' …' : ''}): run foyer migrate`),
    );

    // Keys: present and loadable; an unmigrated database has no settings table to read them from.
    if (pending.length > 0) results.push(fail('keys', 'cannot be read before the database is migrated: run foyer migrate'));
    else {
      const store = createStore(opened.db, opened.engine);
      try {
        const stored = await store.settings.get(APP_KEY_SETTING);
        if (stored === null) results.push(ok('keys', 'none yet: Foyer makes the app key on first start'));
        else {
          const key = await loadAppKey(store.settings);
          const [signing, ...retired] = await loadSessionTokenKeys(store.settings);
          const signer = signing!.kid === key.kid ? 'the app key' : signing!.kid;
          results.push(ok('keys', `app key ${key.kid}; session tokens signed by ${signer}${retired.length > 0 ? `, ${retired.length} rotated out within their grace` : ''}`));
        }
      } catch (error) {
        results.push(fail('keys', `the stored keys cannot be loaded (${reason(error)}): restore the settings rows "${APP_KEY_SETTING}", "${TOKEN_SIGNING_KEY_SETTING}" and "${RETIRED_SIGNING_KEYS_SETTING}" from a backup`));
      }
    }

    // Clock: this machine against the database server's.
    try {
      const before = Date.now();
      const serverMs =
        opened.engine === 'postgres'
          ? Number((await sql<{ ms: string }>`select floor(extract(epoch from clock_timestamp()) * 1000)::bigint as ms`.execute(opened.db)).rows[0]?.ms)
          : Date.now();
      const local = (before + Date.now()) / 2;
      const skew = Math.round(serverMs - local);
      if (opened.engine === 'sqlite') results.push(ok('clock', 'SQLite shares this machine\'s clock'));
      else if (Math.abs(skew) > MAX_CLOCK_SKEW_MS) results.push(fail('clock', `${skew} ms off the database server's clock: sync both with NTP (timedatectl set-ntp true)`));
      else results.push(ok('clock', `${skew} ms off the database server's clock`));
    } catch (error) {
      results.push(fail('clock', `cannot read the database server's clock (${reason(error)})`));
    }
  } finally {
    await opened.db.destroy();
  }
  return results;
}

async function redisCheck(config: FoyerConfig): Promise<CheckResult> {
  if (!config.redisUrl) return ok('redis', 'not configured: one instance only (set FOYER_REDIS_URL to run several)');
  const where = hostPort(config.redisUrl, 6379);
  const client = createClient({ url: config.redisUrl, disableOfflineQueue: true, socket: { connectTimeout: CHECK_TIMEOUT_MS, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await withTimeout(client.connect(), 'Redis');
    await client.ping();
    return ok('redis', where);
  } catch (error) {
    return fail('redis', `cannot reach Redis at ${where} (${reason(error)}): is it running? check FOYER_REDIS_URL`);
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

async function smtpCheck(config: FoyerConfig): Promise<CheckResult> {
  if (!config.smtpUrl) return ok('smtp', 'not configured: sign-in codes are not mailed (set FOYER_SMTP_URL)');
  const where = hostPort(config.smtpUrl, config.smtpUrl.startsWith('smtps:') ? 465 : 587);
  const transport = nodemailer.createTransport(config.smtpUrl);
  try {
    await withTimeout(transport.verify(), 'SMTP');
    if (!config.mailFrom) return fail('smtp', `${where} answers, but no sender is set: set FOYER_MAIL_FROM`);
    return ok('smtp', where);
  } catch (error) {
    return fail('smtp', `cannot reach the SMTP server at ${where} (${reason(error)}): is it running? check FOYER_SMTP_URL`);
  } finally {
    transport.close();
  }
}

/** Every check, config first: without a valid configuration nothing else can be tried. */
export async function runChecks(config: () => FoyerConfig): Promise<CheckResult[]> {
  let settings: FoyerConfig;
  try {
    settings = config();
  } catch (error) {
    if (error instanceof ConfigError) return [fail('config', error.message.replace(/\n\s*/g, '; ').replace('configuration:;', 'configuration:'))];
    throw error;
  }
  const [database, redis, smtp] = await Promise.all([databaseChecks(settings), redisCheck(settings), smtpCheck(settings)]);
  return [ok('config', 'valid'), ...database, redis, smtp];
}

/** `foyer doctor`: one line per check, `ok` or what is wrong and how to fix it; exit 1 when any failed. */
export async function doctor(config: () => FoyerConfig, out: (text: string) => void): Promise<void> {
  const results = await runChecks(config);
  const width = Math.max(...results.map((result) => result.name.length));
  for (const { name, problem, detail } of results) {
    out(`${name.padEnd(width)}  ${problem === null ? `ok${detail ? ` (${detail})` : ''}` : `FAIL ${problem}`}`);
  }
  const failed = results.filter((result) => result.problem !== null).length;
  if (failed > 0) throw new CliError(`${failed} check${failed === 1 ? '' : 's'} failed`);
}
