import type { FoyerConfig } from '../config/config-schema.js';
import type { RegisteredClient } from '../features/oidc/register-client.js';
import { parseOAuthClientAdd } from './parse-oauth-client-add.js';
import { withFoyer } from './with-foyer.js';

/** `foyer oauth-client add`: registers a client through the same validation as the HTTP endpoint; answers the registration. */
export async function oauthClientAdd(config: FoyerConfig, args: string[]): Promise<RegisteredClient> {
  const metadata = parseOAuthClientAdd(args);
  return withFoyer(config, (foyer) => foyer.registerClient(metadata));
}
