import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const src = (pkg: string) => at(`../packages/${pkg}/src/index.ts`);

// The bench's own tests, outside `npm test` as the bench is: `npx vitest run --config bench/vitest.config.ts`. Sources, as the root config.
export default defineConfig({
  root: at('.'),
  resolve: { alias: { '@foyer/core': src('core'), '@foyer/did': src('did'), '@foyer/client': src('client'), '@foyer/server': src('server'), '@foyer/wallet': src('wallet') } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: [at('../packages/server/src/server-messages.ts')],
    testTimeout: 60_000,
  },
});
