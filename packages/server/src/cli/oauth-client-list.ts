import type { FoyerConfig } from '../config/config-schema.js';
import { withFoyer } from './with-foyer.js';

/** A registered client as `foyer oauth-client list` prints it: its metadata without the secret. */
export interface ListedClient {
  client_id: string;
  client_name: string | null;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  token_endpoint_auth_method: string;
  /** Epoch seconds; 0 for a public client (RFC 7591's "never"). */
  client_secret_expires_at: number;
}

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function listed(payload: Record<string, unknown>): ListedClient {
  return {
    client_id: String(payload.client_id),
    client_name: typeof payload.client_name === 'string' ? payload.client_name : null,
    redirect_uris: strings(payload.redirect_uris),
    post_logout_redirect_uris: strings(payload.post_logout_redirect_uris),
    token_endpoint_auth_method: typeof payload.token_endpoint_auth_method === 'string' ? payload.token_endpoint_auth_method : 'client_secret_basic',
    client_secret_expires_at: typeof payload.client_secret_expires_at === 'number' ? payload.client_secret_expires_at : 0,
  };
}

/** `foyer oauth-client list`: every registered client, newest first. */
export async function oauthClientList(config: FoyerConfig): Promise<ListedClient[]> {
  const clients = await withFoyer(config, (foyer) => foyer.store.oidcModels.list('Client', Date.now()));
  return clients.map((client) => listed(client.payload));
}
