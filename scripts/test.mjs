import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { attempt, attemptInBackground, bin, ensureChromium, ensureDependencies, hasFiles, root } from './lib.mjs';

ensureDependencies();
if (hasFiles('e2e', /\.e2e\.ts$/)) ensureChromium();

// The whole-repo type check (one thread) overlaps the build's steps, which mostly wait on one thread each.
console.log('Type checking, alongside the build');
// The Next.js example has Next's own compiler settings (its JSX, bare relative imports), so it is checked on its own.
const typecheck = attemptInBackground(bin('tsc'), ['-p', 'tsconfig.json']).then(
  (status) => status || attemptInBackground(bin('tsc'), ['-p', 'examples/nextjs/tsconfig.json']),
);
await build();
const typecheckStatus = await typecheck;
if (typecheckStatus !== 0) {
  console.error(`\nType check failed (exit ${typecheckStatus})`);
  process.exit(typecheckStatus);
}

const report = join(root, '.test-results', 'vitest.json');
rmSync(report, { force: true });
const status = attempt(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);

// A closing line in the plain "N passed, N failed" form, which CI reads whatever the runner.
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\nTests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(status);
