import { build } from './build.mjs';
import { bin, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
await build();
// The demo server runs from source with tsx; NODE_ENV=development turns on the dev outbox for sign-in mail.
// Arguments after `npm start --` go to the demo (`--member` starts a member instance beside it).
run(bin('tsx'), ['apps/demo/src/server.ts', ...process.argv.slice(2)], { env: { NODE_ENV: 'development', ...process.env } });
