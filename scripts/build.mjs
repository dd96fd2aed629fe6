import { bin, ensureDependencies, root, run } from './lib.mjs';

// Dependency order: each package builds against the declarations of the ones before it.
const order = ['core', 'did', 'client', 'server'];

export function build() {
  for (const pkg of order) {
    console.log(`Building @foyer/${pkg}`);
    run(bin('tsc'), ['-p', `packages/${pkg}/tsconfig.build.json`]);
  }
  console.log('Building @foyer/react');
  run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: `${root}/packages/react` });
  run(bin('tsc'), ['-p', 'packages/react/tsconfig.build.json', '--emitDeclarationOnly']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies();
  build();
}
