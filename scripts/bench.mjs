import { build } from './build.mjs';
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
build();
run('npx', ['tsx', 'bench/src/run.ts']);
