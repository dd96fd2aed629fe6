import { build } from './build.mjs';
import { bin, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
await build();
// The demo server runs from source with tsx; NODE_ENV=development turns on the dev outbox for sign-in mail.
run(bin('tsx'), ['apps/demo/src/server.ts'], { env: { NODE_ENV: 'development', ...process.env } });
