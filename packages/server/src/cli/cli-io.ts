import type { FoyerConfig } from '../config/config-schema.js';

/** What a command reads and writes besides its arguments: the configuration, the terminal, and the folder it runs in. */
export interface CliIo {
  /** Read only by commands that need it, so a usage error never depends on the configuration. */
  config(): FoyerConfig;
  out(text: string): void;
  err(text: string): void;
  /** The folder `foyer init` writes into without --dir; the process's by default. */
  cwd?: string;
}
