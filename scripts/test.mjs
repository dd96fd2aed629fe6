import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { attempt, bin, ensureChromium, ensureDependencies, hasFiles, root, run } from './lib.mjs';

ensureDependencies();
if (hasFiles('e2e', /\.e2e\.ts$/)) ensureChromium();

console.log('Type checking');
run(bin('tsc'), ['-p', 'tsconfig.json']);
build();

const report = join(root, '.test-results', 'vitest.json');
rmSync(report, { force: true });
const status = attempt(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);

// A closing line in the plain "N passed, N failed" form, which CI reads whatever the runner.
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\nTests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(status);
