import type { FoyerConfig } from '../config/config-schema.js';
import { createFoyer, type Foyer } from '../create-foyer.js';

/** Opens Foyer on the configured database for one command, and closes it whatever the command did. */
export async function withFoyer<T>(config: FoyerConfig, command: (foyer: Foyer) => Promise<T>): Promise<T> {
  // A command prints its answer on stdout (JSON for the oauth-client ones): start-up warnings about unbuilt pages would garble it.
  const quiet = ['debug', 'trace'].includes(config.logLevel) ? config.logLevel : 'error';
  const foyer = await createFoyer({ ...config, logLevel: quiet });
  try {
    return await command(foyer);
  } finally {
    await foyer.close();
  }
}
