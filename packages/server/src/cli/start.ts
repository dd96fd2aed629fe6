import type { FoyerConfig } from '../config/config-schema.js';
import { serveFoyer } from '../serve-foyer.js';

/** `foyer start`: serves Foyer until SIGINT or SIGTERM, saying so in its JSON log like everything else on stdout. */
export async function start(config: FoyerConfig): Promise<void> {
  const served = await serveFoyer(config);
  const { log } = served.foyer;
  log.info({ appUrl: config.appUrl, port: served.port }, `Foyer is running at ${config.appUrl}`);
  const stop = (signal: NodeJS.Signals) => {
    log.info({ signal }, `${signal}: stopping Foyer`);
    served.close().catch((error: unknown) => {
      log.error({ err: error }, 'Foyer did not stop cleanly');
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
