import type { FoyerConfig } from '../config/config-schema.js';
import { serveFoyer } from '../serve-foyer.js';

/** `foyer start`: serves Foyer until SIGINT or SIGTERM. */
export async function start(config: FoyerConfig): Promise<void> {
  const served = await serveFoyer(config);
  console.log(`Foyer is running at ${config.appUrl}`);
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping Foyer`);
    served.close().catch((error: unknown) => {
      console.error('Foyer did not stop cleanly', error);
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
