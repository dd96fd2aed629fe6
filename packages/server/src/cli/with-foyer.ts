import type { FoyerConfig } from '../config/config-schema.js';
import { createFoyer, type Foyer } from '../create-foyer.js';

/** Opens Foyer on the configured database for one command, and closes it whatever the command did. */
export async function withFoyer<T>(config: FoyerConfig, command: (foyer: Foyer) => Promise<T>): Promise<T> {
  const foyer = await createFoyer(config);
  try {
    return await command(foyer);
  } finally {
    await foyer.close();
  }
}
