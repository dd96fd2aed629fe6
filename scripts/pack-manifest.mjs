// npm's prepack/postpack in each public package: the tarball's package.json without the monorepo-only parts, then the original back.
// The `source` export condition points at src/, which is not shipped: an app running with --conditions=source (as the examples' start scripts do) would fail to resolve.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const [step] = process.argv.slice(2);
const kept = 'package.json.workspace';

function withoutSource(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  return Object.fromEntries(Object.entries(exports).filter(([key]) => key !== 'source').map(([key, value]) => [key, withoutSource(value)]));
}

if (step === 'strip') {
  // npm packs whatever is there: without a build the tarball would hold only package.json, README.md and LICENSE.
  if (!existsSync('dist/index.js')) throw new Error(`${process.cwd()}/dist is missing: run \`node scripts/build.mjs\` first`);
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  renameSync('package.json', kept);
  const { scripts, ...rest } = manifest; // build scripts run only here, and the pack hooks must not run in an installed copy
  writeFileSync('package.json', `${JSON.stringify({ ...rest, exports: withoutSource(manifest.exports) }, null, 2)}\n`);
} else if (step === 'restore') {
  if (existsSync(kept)) renameSync(kept, 'package.json');
} else {
  throw new Error('usage: node scripts/pack-manifest.mjs strip|restore');
}
