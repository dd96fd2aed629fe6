import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type FoyerConfig } from '@foyer/server';
import { BENCH_ORIGIN } from './bench-origin.js';

/** A bench instance's config: a free port, a throwaway data dir, the bench origin, loopback trusted, and `env` over that. */
export function benchConfig(env: Record<string, string | undefined> = {}): FoyerConfig {
  return loadConfig({
    env: {
      PORT: '0',
      FOYER_DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-bench-')),
      FOYER_APP_URL: BENCH_ORIGIN,
      FOYER_TRUSTED_PROXIES: 'loopback',
      // Warnings only: an access line per request is stdout work no figure is about, and the peers beside it write none.
      FOYER_LOG_LEVEL: 'warn',
      ...env,
    },
  });
}
