import { build } from './build.mjs';
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
build();
run('node', ['packages/server/dist/cli.js', 'start'], { env: { NODE_ENV: 'development', ...process.env } });
