import { rmSync } from 'node:fs';
import { attemptInBackground, bin, ensureDependencies, root } from './lib.mjs';

/** Runs the steps side by side (tsc and vite each mostly use one core) and stops this script when one fails. */
async function together(label, steps) {
  console.log(label);
  const statuses = await Promise.all(steps.map(([command, args, options]) => attemptInBackground(command, args, options)));
  const failed = statuses.findIndex((status) => status !== 0);
  if (failed >= 0) {
    const [command, args] = steps[failed];
    console.error(`\n${command} ${args.join(' ')} failed (exit ${statuses[failed]})`);
    process.exit(statuses[failed]);
  }
}

const tsc = (pkg) => [bin('tsc'), ['-p', `packages/${pkg}/tsconfig.build.json`]];
const vite = (dir) => [bin('vite'), ['build', '--logLevel', 'warn'], { cwd: `${root}/${dir}` }];

// Dependency order: each stage builds against the declarations and bundles of the stages before it.
export async function build() {
  // tsc never deletes, so files of a renamed or newly excluded source would otherwise stay in dist and in the published tarball.
  for (const pkg of ['core', 'did', 'wallet', 'client', 'server', 'space']) rmSync(`${root}/packages/${pkg}/dist`, { recursive: true, force: true });
  await together('Building @foyer/core and @foyer/did', [tsc('core'), tsc('did')]);
  await together('Building @foyer/wallet, @foyer/client and @foyer/server', [tsc('wallet'), tsc('client'), tsc('server')]);
  // Vite empties dist first, so the declarations are written after it.
  await together('Building @foyer/react', [vite('packages/react')]);
  // The server's own pages and the demo are React apps, so they build once @foyer/react's bundle has.
  await together('Building the React declarations, the server pages and the demo', [
    [bin('tsc'), ['-p', 'packages/react/tsconfig.build.json', '--emitDeclarationOnly']],
    vite('packages/server/pages'),
    vite('apps/demo'),
  ]);
  // The reference DID Space provider: its server, then its popup's script over @foyer/client's bundle.
  await together('Building @foyer/space', [tsc('space'), vite('packages/space/page')]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies();
  await build();
}
