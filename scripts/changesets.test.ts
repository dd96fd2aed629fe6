import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const PUBLIC = ['core', 'did', 'client', 'server', 'react', 'wallet'];
const run = promisify(execFile);
const NOTE = 'Session checks no longer trip over a missing header.';

interface Manifest {
  name: string;
  version?: string;
  private?: boolean;
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

const manifestOf = async (dir: string): Promise<Manifest> => JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));

/** Every workspace folder of the root package.json, `examples/*` expanded. */
async function workspaceDirs(): Promise<string[]> {
  const dirs: string[] = [];
  for (const pattern of (await manifestOf(root)).workspaces ?? []) {
    if (!pattern.endsWith('/*')) dirs.push(pattern);
    else for (const name of await readdir(join(root, dirname(pattern)))) if (existsSync(join(root, dirname(pattern), name, 'package.json'))) dirs.push(`${dirname(pattern)}/${name}`);
  }
  return dirs;
}

/**
 * What `npx changeset version` does at release time, on a copy of the workspace's manifests and pending notes (it needs
 * no git and no sources), so versions and CHANGELOGs are shown to be managed by changesets, not only configured.
 */
describe('releasing with changesets', () => {
  let copy = '';
  let dirs: string[] = [];

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'foyer-changesets-'));
    dirs = await workspaceDirs();
    for (const dir of ['.', ...dirs]) {
      await mkdir(join(copy, dir), { recursive: true });
      await cp(join(root, dir, 'package.json'), join(copy, dir, 'package.json'));
    }
    await cp(join(root, '.changeset'), join(copy, '.changeset'), { recursive: true });
    // A note of its own besides any pending ones, so this holds after every release too.
    await writeFile(join(copy, '.changeset/a-fix-in-core.md'), `---\n'@foyer/core': patch\n---\n\n${NOTE}\n`);
    await symlink(join(root, 'node_modules'), join(copy, 'node_modules'));
    await run(join(copy, 'node_modules/.bin/changeset'), ['version'], { cwd: copy });
  }, 60_000);

  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it('consumes every note in .changeset/', async () => {
    expect((await readdir(join(copy, '.changeset'))).filter((file) => file.endsWith('.md') && file !== 'README.md')).toEqual([]);
  });

  it('moves the public packages to one new version together, with exact ranges on each other', async () => {
    const before = await Promise.all(PUBLIC.map((pkg) => manifestOf(join(root, 'packages', pkg))));
    const after = await Promise.all(PUBLIC.map((pkg) => manifestOf(join(copy, 'packages', pkg))));
    const versions = new Set(after.map((manifest) => manifest.version));
    expect(versions.size).toBe(1);
    const [version] = versions;
    expect(version).not.toBe(before[0]!.version);
    for (const manifest of after) {
      for (const [name, range] of Object.entries(manifest.dependencies ?? {})) if (name.startsWith('@foyer/')) expect(range, `${manifest.name} → ${name}`).toBe(version);
    }
  });

  it('writes a CHANGELOG.md for each public package, headed by the new version; the changed one holds the note', async () => {
    for (const pkg of PUBLIC) {
      const { version } = await manifestOf(join(copy, 'packages', pkg));
      const changelog = await readFile(join(copy, 'packages', pkg, 'CHANGELOG.md'), 'utf8');
      expect(changelog.startsWith(`# @foyer/${pkg}\n\n## ${version}\n`), pkg).toBe(true);
      if (pkg === 'core') expect(changelog).toContain(`- ${NOTE}`);
    }
  });

  it('leaves the private workspaces (demo, e2e, bench, examples, space) unversioned and without a CHANGELOG', async () => {
    const privates = dirs.filter((dir) => !PUBLIC.some((pkg) => dir === `packages/${pkg}`));
    expect(privates.length).toBeGreaterThan(3);
    for (const dir of privates) {
      expect((await manifestOf(join(copy, dir))).version, dir).toBe((await manifestOf(join(root, dir))).version);
      expect(existsSync(join(copy, dir, 'CHANGELOG.md')), dir).toBe(false);
    }
  });
});
