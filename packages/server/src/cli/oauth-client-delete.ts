import { parseArgs } from 'node:util';
import type { FoyerConfig } from '../config/config-schema.js';
import { withStore } from './open-configured-store.js';
import { parsed } from './parse-options.js';
import { CliError, UsageError } from './usage.js';

/** `foyer oauth-client delete <client_id>`: removes the client with every grant and token it holds, as the admin API's DELETE does. */
export async function oauthClientDelete(config: () => FoyerConfig, args: string[]): Promise<string> {
  const { positionals } = parsed('oauth-client delete', () => parseArgs({ args, strict: true, allowPositionals: true, options: {} }));
  const [clientId, extra] = positionals;
  if (!clientId) throw new UsageError('the client_id to delete is required', 'oauth-client delete');
  if (extra !== undefined) throw new UsageError(`unexpected argument: ${extra}`, 'oauth-client delete');
  return withStore(config(), async (store) => {
    // The same store call the admin API's DELETE makes: the client row and every model (grant, token, session) naming it.
    const removed = await store.oidcModels.removeByClient(clientId);
    if (removed === 0) throw new CliError(`no client ${clientId}: foyer oauth-client list shows the registered ones`);
    return `Deleted client ${clientId} with its grants and tokens (${removed} record${removed === 1 ? '' : 's'}).`;
  });
}
