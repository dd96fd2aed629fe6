import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../test-support/smtp-inbox.js';
import { cliHarness, type CliHarness } from './cli-harness.js';

const pgUrl = process.env.FOYER_TEST_PG;
const redisUrl = process.env.FOYER_TEST_REDIS;

describe('foyer doctor', () => {
  let cli: CliHarness;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());
  afterEach(() => cli.cleanup());

  it('on SQLite without Redis or SMTP: ok lines, the database first needing foyer migrate', async () => {
    cli = await cliHarness();
    expect(await cli.run('doctor')).toBe(1);
    expect(cli.out).toEqual([
      'config      ok (valid)',
      `database    ok (SQLite ${cli.dir}/foyer.db)`,
      expect.stringMatching(/^migrations  FAIL \d+ pending \(0001-initial …\): run foyer migrate$/),
      'keys        FAIL cannot be read before the database is migrated: run foyer migrate',
      "clock       ok (SQLite shares this machine's clock)",
      'redis       ok (not configured: one instance only (set FOYER_REDIS_URL to run several))',
      'smtp        ok (not configured: sign-in codes are not mailed (set FOYER_SMTP_URL))',
    ]);
    expect(cli.err).toEqual(['foyer: 2 checks failed']);

    expect(await cli.run('migrate')).toBe(0);
    cli.out.length = 0;
    cli.err.length = 0;
    expect(await cli.run('doctor')).toBe(0);
    expect(cli.out.slice(2, 4)).toEqual(['migrations  ok (current)', 'keys        ok (none yet: Foyer makes the app key on first start)']);
    expect(cli.err).toEqual([]);
  });

  it('names an invalid setting on the config line and stops there', async () => {
    cli = await cliHarness({ FOYER_REDIS_URL: 'http://127.0.0.1:6379' });
    expect(await cli.run('doctor')).toBe(1);
    expect(cli.out).toEqual(['config  FAIL Invalid Foyer configuration: FOYER_REDIS_URL must be a redis:// or rediss:// URL, got "http://127.0.0.1:6379"']);
  });

  it('answers ok against the real SMTP server and names it when unreachable', async () => {
    cli = await cliHarness({ FOYER_SMTP_URL: inbox.url, FOYER_MAIL_FROM: 'Foyer <no-reply@id.example>' });
    await cli.run('doctor');
    const port = new URL(inbox.url).port;
    expect(cli.out).toContain(`smtp        ok (127.0.0.1:${port})`);

    const down = await cliHarness({ FOYER_SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect(await down.run('doctor')).toBe(1);
      expect(down.out).toContain('smtp        FAIL cannot reach the SMTP server at 127.0.0.1:1 (ECONNREFUSED): is it running? check FOYER_SMTP_URL');
    } finally {
      await down.cleanup();
    }
  });

  describe.skipIf(!pgUrl || !redisUrl)('with PostgreSQL and Redis', () => {
    it('every line ok against the real servers, with the clock skew', async () => {
      cli = await cliHarness({ FOYER_DATABASE_URL: pgUrl, FOYER_REDIS_URL: redisUrl, FOYER_SMTP_URL: inbox.url, FOYER_MAIL_FROM: 'no-reply@id.example' });
      // The shared test database may lag this build's migrations: bring it up first, as an operator would.
      expect(await cli.run('migrate')).toBe(0);
      cli.out.length = 0;
      expect(await cli.run('doctor')).toBe(0);
      const pg = new URL(pgUrl ?? '');
      const redis = new URL(redisUrl ?? '');
      expect(cli.out).toEqual([
        'config      ok (valid)',
        `database    ok (PostgreSQL ${pg.hostname}:${pg.port || 5432}${pg.pathname})`,
        'migrations  ok (current)',
        expect.stringMatching(/^keys        ok \((app key [\w-]{43}; session tokens signed by the app key|none yet: Foyer makes the app key on first start)\)$/),
        expect.stringMatching(/^clock       ok \(-?\d+ ms off the database server's clock\)$/),
        `redis       ok (${redis.hostname}:${redis.port || 6379})`,
        `smtp        ok (127.0.0.1:${new URL(inbox.url).port})`,
      ]);
    });

    it('one FAIL line each for PostgreSQL and Redis on a wrong port, naming the setting to check', async () => {
      cli = await cliHarness({ FOYER_DATABASE_URL: 'postgres://postgres@127.0.0.1:5433/test', FOYER_REDIS_URL: 'redis://127.0.0.1:6380' });
      expect(await cli.run('doctor')).toBe(1);
      expect(cli.out).toEqual([
        'config    ok (valid)',
        'database  FAIL cannot reach PostgreSQL at 127.0.0.1:5433 (ECONNREFUSED): is it running? check FOYER_DATABASE_URL',
        'redis     FAIL cannot reach Redis at 127.0.0.1:6380 (ECONNREFUSED): is it running? check FOYER_REDIS_URL',
        'smtp      ok (not configured: sign-in codes are not mailed (set FOYER_SMTP_URL))',
      ]);
      expect(cli.err).toEqual(['foyer: 2 checks failed']);
    });
  });
});
