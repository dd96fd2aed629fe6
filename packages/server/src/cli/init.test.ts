import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS } from '../config/config-schema.js';
import { loadConfig } from '../config/load-config.js';
import { cliHarness, type CliHarness } from './cli-harness.js';

describe('foyer init', () => {
  let cli: CliHarness;
  beforeEach(async () => {
    cli = await cliHarness();
  });
  afterEach(() => cli.cleanup());

  it('writes a foyer.config.json naming every setting, which loadConfig reads as the defaults', async () => {
    expect(await cli.run('init')).toBe(0);
    const file = join(cli.dir, 'foyer.config.json');
    expect(cli.out[0]).toBe(`Wrote ${file}: uncomment the settings you need, then run foyer migrate and foyer doctor.`);
    const text = await readFile(file, 'utf8');
    for (const [key, { env }] of Object.entries(SETTINGS)) {
      expect(text).toContain(`// ${key} (${env}): `);
      expect(text).toContain(`// "${key}": `);
    }
    // Everything is commented out: the file gives exactly what no file gives.
    const empty = join(cli.dir, 'empty');
    expect(loadConfig({ env: {}, cwd: cli.dir })).toEqual({ ...loadConfig({ env: {}, cwd: empty }), dataDir: join(cli.dir, '.foyer') });
  });

  it('a setting uncommented in the written file is read', async () => {
    expect(await cli.run('init')).toBe(0);
    const file = join(cli.dir, 'foyer.config.json');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('// "port": 3030,', '"port": 4040,').replace('// "appName": "Foyer",', '"appName": "Notes",'));
    expect(loadConfig({ env: {}, cwd: cli.dir })).toMatchObject({ port: 4040, appName: 'Notes' });
  });

  it('refuses to overwrite an existing file unless --force, naming the fix', async () => {
    const file = join(cli.dir, 'foyer.config.json');
    await writeFile(file, '{ "port": 5000 }');
    expect(await cli.run('init')).toBe(1);
    expect(cli.err).toEqual([`foyer: ${file} already exists: edit it, or run foyer init --force to replace it`]);
    expect(await readFile(file, 'utf8')).toBe('{ "port": 5000 }');
    expect(await cli.run('init', '--force')).toBe(0);
    expect(loadConfig({ env: {}, cwd: cli.dir }).port).toBe(3030);
  });

  it('writes into --dir, creating it', async () => {
    expect(await cli.run('init', '--dir', 'deploy/prod')).toBe(0);
    expect(existsSync(join(cli.dir, 'deploy/prod/foyer.config.json'))).toBe(true);
  });

  it('names a broken line of the file when loading it', async () => {
    await writeFile(join(cli.dir, 'foyer.config.json'), '{\n  // fine\n  "port": 3030 "x"\n}');
    expect(() => loadConfig({ env: {}, cwd: cli.dir })).toThrow(/CommaExpected at line 3/);
  });
});
