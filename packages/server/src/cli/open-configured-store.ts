import type { FoyerConfig } from '../config/config-schema.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/types.js';
import { databaseProblem, hostPort } from './reach-error.js';
import { CliError } from './usage.js';

/** The configured store for one command, closed afterwards; a database out of reach is one line naming the setting. */
export async function withStore<T>(config: FoyerConfig, command: (store: Store) => Promise<T>): Promise<T> {
  const url = config.databaseUrl;
  const postgres = url !== undefined && /^postgres(ql)?:\/\//.test(url);
  const store = await openStore({ url, dataDir: config.dataDir }).catch((error: unknown) => {
    if (error instanceof Error && error.message.startsWith('Store migration')) throw new CliError(`${error.message}: run foyer migrate to see which one`);
    throw new CliError(databaseProblem(postgres ? 'postgres' : 'sqlite', postgres ? hostPort(url, 5432) : (url ?? config.dataDir), error));
  });
  try {
    return await command(store);
  } finally {
    await store.destroy();
  }
}
