import { build } from './build.mjs';
import { bin, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
await build();
// Arguments after `npm run bench --` (such as --quick) reach the bench itself.
run(bin('tsx'), ['bench/src/run.ts', ...process.argv.slice(2)]);
