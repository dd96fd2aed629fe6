import { build } from './build.mjs';
import { bin, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
await build();
run(bin('tsx'), ['bench/src/run.ts']);
