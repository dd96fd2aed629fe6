import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeExample } from '../examples/shared/example-suite.js';

/**
 * What someone outside the monorepo gets: each public package packed as `npm publish` would, the tarballs installed into a
 * fresh app in the OS temp dir (no workspace hoisting to hide a missing dependency), the Express example run there, and a
 * React app beside it bundled for the browser and rendered on the server.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const PUBLIC = ['core', 'did', 'client', 'server', 'react', 'wallet'];
const run = promisify(execFile);

interface Packed {
  name: string;
  filename: string;
  files: { path: string }[];
}

interface Manifest {
  version?: string;
  type?: string;
  exports: Record<string, { types: string; default: string; source?: string }>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The packages a directory's built JS imports by bare name (node: built-ins aside), skipping the server's browser pages, which Vite has bundled. */
async function importedPackages(dir: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of await readdir(dir, { recursive: true })) {
    if (!file.endsWith('.js') || file.startsWith('pages/')) continue;
    const code = await readFile(join(dir, file), 'utf8');
    for (const [, specifier = ''] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g)) {
      if (!specifier.startsWith('node:')) names.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
    }
  }
  return names;
}

const manifestOf = async (dir: string): Promise<Manifest> => JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));

/** What a newcomer writes with @foyer/react (its README's provider and button), rendered in the browser and on a server. */
const REACT_APP = {
  'app.tsx': `import { ConnectButton, SessionProvider } from '@foyer/react';

export const App = () => (
  <SessionProvider>
    <ConnectButton />
  </SessionProvider>
);
`,
  'browser.tsx': `import { createRoot } from 'react-dom/client';
import { App } from './app.js';

createRoot(document.getElementById('root')!).render(<App />);
`,
  'render.tsx': `import { renderToString } from 'react-dom/server';
import { App } from './app.js';

console.log(renderToString(<App />));
`,
};

describe('the public packages, packed and installed in an app outside the workspace', () => {
  let work = '';
  let app = '';
  let packed: Packed[] = [];

  beforeAll(async () => {
    const unbuilt = PUBLIC.filter((pkg) => !existsSync(join(root, 'packages', pkg, 'dist', 'index.js')));
    if (unbuilt.length > 0) throw new Error(`no dist/ in packages/${unbuilt.join(', ')}: run \`node scripts/build.mjs\` first`);
    work = await mkdtemp(join(tmpdir(), 'foyer-install-'));
    const { stdout } = await run('npm', ['pack', ...PUBLIC.flatMap((pkg) => ['-w', `@foyer/${pkg}`]), '--pack-destination', work, '--json'], { cwd: root });
    packed = JSON.parse(stdout);

    // The Express example as a developer would copy it out: its code and its package.json, @foyer/* taken from the tarballs.
    app = join(work, 'app');
    await mkdir(app);
    for (const file of ['app.ts', 'server.ts']) await cp(join(root, 'examples/express/src', file), join(app, 'src', file));
    await mkdir(join(app, 'web'));
    for (const [file, code] of Object.entries(REACT_APP)) await writeFile(join(app, 'web', file), code);
    const tarballs = Object.fromEntries(packed.map(({ name, filename }) => [name, `file:${join(work, filename)}`]));
    const [example, workspace, react, esbuild] = await Promise.all([manifestOf(join(root, 'examples/express')), manifestOf(root), manifestOf(join(root, 'packages/react')), manifestOf(join(root, 'node_modules/esbuild'))]);
    // typescript and @types/node as a TypeScript app has them, to type-check the example against the shipped declarations.
    const typing = { typescript: workspace.devDependencies!.typescript!, '@types/node': workspace.devDependencies!['@types/node']! };
    // The React app's own: React in @foyer/react's peer range, the types @foyer/react builds with, and the workspace's esbuild.
    const reactApp = { react: react.peerDependencies!.react!, 'react-dom': react.peerDependencies!['react-dom']! };
    const reactTooling = { '@types/react': react.devDependencies!['@types/react']!, '@types/react-dom': react.devDependencies!['@types/react-dom']!, esbuild: esbuild.version! };
    // overrides: the packages' own dependencies on each other (@foyer/core 0.1.0) must take the tarballs, never the registry.
    const dependencies = { ...example.dependencies, ...tarballs, ...reactApp };
    await writeFile(join(app, 'package.json'), JSON.stringify({ ...example, name: 'foyer-installed-app', dependencies, devDependencies: { ...example.devDependencies, ...typing, ...reactTooling }, overrides: tarballs }, null, 2));
    // --ignore-scripts: better-sqlite3's prebuilt binary comes from GitHub, which may be unreachable, and node-gyp takes ~45 s; the workspace's binary of the same version is copied in below.
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], { cwd: app });
    const sqlite = (dir: string) => join(dir, 'node_modules/better-sqlite3');
    const [ours, theirs] = await Promise.all([manifestOf(sqlite(root)), manifestOf(sqlite(app))]);
    if (JSON.stringify(ours) === JSON.stringify(theirs)) await cp(join(sqlite(root), 'build/Release/better_sqlite3.node'), join(sqlite(app), 'build/Release/better_sqlite3.node'));
    else await run('npm', ['rebuild', 'better-sqlite3'], { cwd: app });
  }, 300_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('packs each with package.json, README.md, LICENSE and ESM + types for every export, and no tests, test helpers, sources or maps', async () => {
    expect(packed.map(({ name }) => name)).toEqual(PUBLIC.map((pkg) => `@foyer/${pkg}`));
    for (const { name, filename, files } of packed) {
      const paths = files.map(({ path }) => path);
      expect(paths, name).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE']));
      expect(paths.filter((path) => /\.test\.|test-support|^src\/|\.map$/.test(path)), name).toEqual([]);
      const { stdout } = await run('tar', ['-xzOf', join(work, filename), 'package/package.json']);
      const shipped: Manifest = JSON.parse(stdout);
      expect(shipped.type, name).toBe('module');
      for (const [entry, target] of Object.entries(shipped.exports)) {
        // The monorepo-only `source` condition is stripped by the prepack hook: it names src/, which is not in the tarball.
        expect(Object.keys(target), `${name} ${entry}`).toEqual(['types', 'default']);
        expect(target.default, `${name} ${entry}`).toMatch(/\.js$/);
        expect(target.types, `${name} ${entry}`).toMatch(/\.d\.ts$/);
        expect(paths, `${name} ${entry}`).toEqual(expect.arrayContaining([target.default.slice(2), target.types.slice(2)]));
      }
    }
  });

  it('declares every package its built code imports, as the install found them (no workspace hoisting to lean on)', async () => {
    for (const pkg of PUBLIC) {
      const installed = join(app, 'node_modules/@foyer', pkg);
      const { dependencies = {}, peerDependencies = {} } = await manifestOf(installed);
      const undeclared = [...(await importedPackages(join(installed, 'dist')))].filter((name) => !(name in dependencies) && !(name in peerDependencies));
      expect(undeclared, `@foyer/${pkg}`).toEqual([]);
    }
  });

  it('type-checks the example against the installed declarations, as a strict TypeScript app would', async () => {
    const compilerOptions = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: ['node'] };
    await writeFile(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['src'] }));
    await expect(run(join(app, 'node_modules/.bin/tsc'), ['-p', app], { cwd: app })).resolves.toBeTruthy();
  }, 60_000);

  it('type-checks the React app against the installed declarations, as a strict bundled React app would', async () => {
    const compilerOptions = { target: 'ES2022', lib: ['ES2022', 'DOM'], module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: false, types: [] };
    await writeFile(join(app, 'web/tsconfig.json'), JSON.stringify({ compilerOptions, include: ['.'] }));
    await expect(run(join(app, 'node_modules/.bin/tsc'), ['-p', join(app, 'web')], { cwd: app })).resolves.toBeTruthy();
  }, 60_000);

  it('bundles the React app for the browser with esbuild, without a warning or a Node built-in', async () => {
    const { stderr } = await run(join(app, 'node_modules/.bin/esbuild'), ['web/browser.tsx', '--bundle', '--platform=browser', '--format=esm', '--minify', '--outdir=public', '--log-level=warning'], { cwd: app });
    expect(stderr).toBe('');
    const bundle = await readFile(join(app, 'public/browser.js'), 'utf8');
    expect(bundle).toContain('Sign in');
    expect(bundle).not.toMatch(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']node:/);
  });

  it('renders the React app on a server with react-dom/server: the Sign in button, and no browser global needed to get there', async () => {
    // Bundled as a server framework does, React left to the app's node_modules: @foyer/react imports its CSS, which Node alone cannot load.
    await run(join(app, 'node_modules/.bin/esbuild'), ['web/render.tsx', '--bundle', '--platform=node', '--format=esm', '--external:react', '--external:react-dom', '--outdir=ssr', '--log-level=warning'], { cwd: app });
    const { stdout } = await run(process.execPath, [join(app, 'ssr/render.js')], { cwd: app });
    expect(stdout).toMatch(/<button[^>]*>Sign in<\/button>/);
  });

  it("resolves @foyer/server and what it imports inside the app's own node_modules, never the workspace's", async () => {
    expect(app.startsWith(root)).toBe(false);
    const resolve = `for (const name of ['@foyer/server', '@foyer/core', 'hono', 'better-sqlite3']) console.log(import.meta.resolve(name));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', resolve], { cwd: app });
    const resolved = stdout.trim().split('\n');
    expect(resolved).toHaveLength(4);
    for (const url of resolved) expect(fileURLToPath(url).startsWith(join(app, 'node_modules') + '/'), url).toBe(true);
  });

  // The shared suite (sign in by e-mail code, 200/401/403) against the example started by its own `npm start` in the app.
  describeExample({
    framework: 'installed Express',
    guide: 'docs/add-foyer/express.md',
    async startExample(env) {
      const child: ChildProcess = spawn('npm', ['start'], { cwd: app, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      await new Promise<void>((listening, failed) => {
        const read = (chunk: Buffer) => {
          output += chunk;
          if (output.includes('Listening on')) listening();
        };
        child.stdout!.on('data', read);
        child.stderr!.on('data', read);
        child.once('exit', (code) => failed(new Error(`the installed example exited (${code}) before listening:\n${output}`)));
      });
      return {
        url: env.FOYER_APP_URL!,
        async close() {
          const exited = new Promise((done) => child.once('exit', done));
          process.kill(-child.pid!, 'SIGTERM'); // npm, its shell and tsx's node: the whole group
          await exited;
        },
      };
    },
  });
});
