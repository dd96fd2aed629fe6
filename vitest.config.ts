import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// Tests run against sources, so no build is needed before `vitest`.
const alias = {
  '@foyer/core': src('core'),
  '@foyer/did': src('did'),
  '@foyer/client': src('client'),
  '@foyer/server': src('server'),
  '@foyer/react': src('react'),
  '@foyer/wallet': src('wallet'),
  '@foyer/space': src('space'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker on a 2-core machine; the integration tests mostly wait on HTTP and databases, so two overlap well.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        // Next.js keeps "jsx": "preserve" in examples/nextjs/tsconfig.json; the tests transform JSX all the same.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'node',
          include: ['packages/{core,did,server,wallet,space}/src/**/*.test.ts', 'scripts/**/*.test.ts', 'examples/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Every file builds its own servers, stores and buses, and none mocks a module another file imports (the Next.js example mocks only next/headers): sharing the imports of a worker saves minutes.
          isolate: false,
          // As createFoyer does, so a unit test throwing a server-only message reads its text.
          setupFiles: ['packages/server/src/server-messages.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser-sdk',
          // With the server's stand-alone pages, browser code too.
          include: ['packages/client/src/**/*.test.ts', 'packages/server/pages/**/*.test.ts'],
          environment: 'happy-dom',
          // No file mocks a module, and each resets the storage it reads and restores what it stubs: a fresh DOM and imports per file cost more than the tests.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'react',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/react/src/test-support/testing-library-timeout.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.e2e.ts'],
          environment: 'node',
          setupFiles: ['e2e/src/support/browser-log-setup.ts'],
          // One demo server per file and one Chromium per worker, two files at a time: most of a file's time is waiting on the browser.
          maxWorkers: 2,
          // No file mocks a module: sharing a worker's imports (the whole server, from source) and its Chromium saves seconds a file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
