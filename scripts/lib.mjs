// Shared by start/test/bench: only node built-ins, because it runs before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command with inherited output and returns its exit status. */
export function attempt(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

/** Starts a command with inherited output alongside this script; resolves with its exit status. */
export function attemptInBackground(command, args, options = {}) {
  return new Promise((resolve) => {
    spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
      .on('error', () => resolve(1))
      .on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs a command and stops this script when it fails. */
export function run(command, args, options = {}) {
  const status = attempt(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function manifestHash() {
  const hash = createHash('sha256');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const file of ['package.json', 'package-lock.json', ...manifest.workspaces.map((w) => `${w}/package.json`)]) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex');
}

/** Installs npm packages when node_modules is missing or older than the manifests. */
export function ensureDependencies() {
  const stamp = join(root, 'node_modules', '.foyer-installed');
  const wanted = manifestHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('Installing npm packages…');
  const fresh = !existsSync(join(root, 'node_modules'));
  // --prefer-offline: the lockfile pins every version and integrity, so a tarball already in npm's cache needs no round trip.
  run('npm', fresh ? ['ci', '--no-audit', '--no-fund', '--prefer-offline'] : ['install', '--no-audit', '--no-fund']);
  writeFileSync(stamp, manifestHash());
}

/** A dependency's command from node_modules/.bin, without npx's start-up. */
export const bin = (name) => join(root, 'node_modules', '.bin', name);

export const chromiumPath = process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium';

/** Installs Debian's Chromium for the browser tests when it is absent (the machines run as root). */
// Chinese screens need a CJK font: without one they draw empty boxes, and the committed screenshots would not match.
const cjkFont = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

export function ensureChromium() {
  const missing = [...(existsSync(chromiumPath) ? [] : ['chromium']), ...(existsSync(cjkFont) ? [] : ['fonts-noto-cjk'])];
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(' and ')} from Debian packages…`);
  run('apt-get', ['update', '-q']);
  run('apt-get', ['install', '-y', '-q', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

export function hasFiles(dir, pattern) {
  const path = join(root, dir);
  if (!existsSync(path)) return false;
  return readdirSync(path, { recursive: true }).some((name) => pattern.test(String(name)));
}
