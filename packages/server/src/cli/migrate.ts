import type { FoyerConfig } from '../config/config-schema.js';
import { openDatabase } from '../store/open-store.js';
import { databaseProblem, hostPort } from './reach-error.js';
import { CliError } from './usage.js';

/** `foyer migrate`: brings the configured database to the latest schema and says what it applied; running it again applies nothing. */
export async function migrate(config: FoyerConfig, out: (text: string) => void): Promise<void> {
  const opened = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
    const url = config.databaseUrl;
    const postgres = url !== undefined && /^postgres(ql)?:\/\//.test(url);
    throw new CliError(databaseProblem(postgres ? 'postgres' : 'sqlite', postgres ? hostPort(url, 5432) : (url ?? config.dataDir), error));
  });
  const where = `${opened.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} ${opened.location}`;
  try {
    let applied: string[];
    try {
      applied = await opened.migrate();
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Store migration')) throw new CliError(`${error.message} (${where}): restore a backup or ask for help; nothing after it was applied`);
      throw new CliError(databaseProblem(opened.engine, opened.location, error));
    }
    if (applied.length === 0) out(`${where} is up to date: no migrations to apply.`);
    else out([`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${where}:`, ...applied.map((name) => `  ${name}`)].join('\n'));
  } finally {
    await opened.db.destroy();
  }
}
