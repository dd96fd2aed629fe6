import type { FoyerConfig } from '../config/config-schema.js';
import { ConfigError } from '../config/load-config.js';
import { ClientRegistrationError } from '../features/oidc/register-client.js';
import { oauthClientAdd } from './oauth-client-add.js';
import { oauthClientList } from './oauth-client-list.js';
import { start } from './start.js';
import { USAGE, UsageError } from './usage.js';

export interface CliIo {
  /** Read only by commands that need it, so a usage error never depends on the configuration. */
  config(): FoyerConfig;
  out(text: string): void;
  err(text: string): void;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

async function dispatch([command, sub, ...rest]: string[], io: CliIo): Promise<void> {
  if (command === 'start' && sub === undefined) return start(io.config());
  if (command === 'oauth-client' && sub === 'add') return io.out(json(await oauthClientAdd(io.config(), rest)));
  if (command === 'oauth-client' && sub === 'list' && rest.length === 0) return io.out(json(await oauthClientList(io.config())));
  throw new UsageError(command ? `unknown command: ${[command, sub].filter(Boolean).join(' ')}` : 'no command given');
}

/** Runs one `foyer` command; answers the exit code. Errors the person can act on are printed as one message, not a stack. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    await dispatch(argv, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) io.err(`foyer: ${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError || error instanceof ClientRegistrationError) io.err(`foyer: ${error.message}`);
    else io.err(`foyer: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}
