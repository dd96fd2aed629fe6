import { build } from './build.mjs';
import { bin, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
build();
run(bin('tsx'), ['bench/src/run.ts']);
