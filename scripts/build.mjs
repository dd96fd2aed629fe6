import { bin, ensureDependencies, root, run } from './lib.mjs';

// Dependency order: each package builds against the declarations of the ones before it.
const order = ['core', 'did', 'wallet', 'client', 'server'];

export function build() {
  for (const pkg of order) {
    console.log(`Building @foyer/${pkg}`);
    run(bin('tsc'), ['-p', `packages/${pkg}/tsconfig.build.json`]);
  }
  console.log('Building @foyer/react');
  run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: `${root}/packages/react` });
  run(bin('tsc'), ['-p', 'packages/react/tsconfig.build.json', '--emitDeclarationOnly']);
  // The server's own pages are React apps, so they build once @foyer/react has.
  console.log('Building the server pages');
  run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: `${root}/packages/server/pages` });
  console.log('Building the demo');
  run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: `${root}/apps/demo` });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies();
  build();
}
