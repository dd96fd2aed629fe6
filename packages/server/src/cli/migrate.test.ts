import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../store/migrations/index.js';
import { cliHarness, type CliHarness } from './cli-harness.js';

const pgUrl = process.env.FOYER_TEST_PG;
const names = Object.keys(migrations);

describe('foyer migrate', () => {
  let cli: CliHarness;
  afterEach(() => cli.cleanup());

  it('applies every migration to a new SQLite file and names them; a second run applies nothing', async () => {
    cli = await cliHarness();
    expect(await cli.run('migrate')).toBe(0);
    expect(cli.out[0]).toBe([`Applied ${names.length} migrations to SQLite ${cli.dir}/foyer.db:`, ...names.map((name) => `  ${name}`)].join('\n'));
    expect(await cli.run('migrate')).toBe(0);
    expect(cli.out[1]).toBe(`SQLite ${cli.dir}/foyer.db is up to date: no migrations to apply.`);
  });

  it('says in one line that PostgreSQL is out of reach and which setting to check', async () => {
    cli = await cliHarness({ FOYER_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' });
    expect(await cli.run('migrate')).toBe(1);
    expect(cli.err).toEqual(['foyer: cannot reach PostgreSQL at 127.0.0.1:1 (ECONNREFUSED): is it running? check FOYER_DATABASE_URL']);
  });

  describe.skipIf(!pgUrl)('on PostgreSQL', () => {
    const database = `foyer_cli_${randomBytes(4).toString('hex')}`;
    const admin = () => new pg.Client({ connectionString: pgUrl });
    beforeEach(async () => {
      const client = admin();
      await client.connect();
      await client.query(`create database ${database}`);
      await client.end();
    });
    afterEach(async () => {
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    });

    it('applies every migration to an empty database, then nothing', async () => {
      const url = new URL(pgUrl ?? '');
      url.pathname = `/${database}`;
      cli = await cliHarness({ FOYER_DATABASE_URL: url.href });
      expect(await cli.run('migrate')).toBe(0);
      expect(cli.out[0]).toBe([`Applied ${names.length} migrations to PostgreSQL ${url.hostname}:${url.port || 5432}/${database}:`, ...names.map((name) => `  ${name}`)].join('\n'));
      expect(await cli.run('migrate')).toBe(0);
      expect(cli.out[1]).toBe(`PostgreSQL ${url.hostname}:${url.port || 5432}/${database} is up to date: no migrations to apply.`);
    });
  });
});
