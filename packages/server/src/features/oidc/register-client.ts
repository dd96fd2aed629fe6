import { OIDC_PATHS } from './oidc-paths.js';
import type { AuthorizationServer } from './create-authorization-server.js';
import { CLIENT_POLICY } from './provider-configuration.js';

/** RFC 7591 client metadata (redirect_uris, client_name, token_endpoint_auth_method 'none' for a public client, …). */
export type ClientMetadata = Record<string, unknown>;

/** The registration response: client_id, and client_secret with client_secret_expires_at unless public. */
export interface RegisteredClient extends ClientMetadata {
  client_id: string;
  client_secret?: string;
  client_secret_expires_at?: number;
}

export class ClientRegistrationError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
    this.name = 'ClientRegistrationError';
  }
}

export type RegisterClient = (metadata: ClientMetadata) => Promise<RegisteredClient>;

/**
 * Registration for the operator's own code (the CLI, a host app's start-up), which is trusted without a session: the same
 * endpoint and validation as RFC 7591 over HTTP, with a one-use initial access token.
 */
export function clientRegistrar(server: AuthorizationServer): RegisterClient {
  return async (metadata) => {
    const initial = new server.provider.InitialAccessToken({ policies: [CLIENT_POLICY] });
    const value = await initial.save();
    // oidc-provider reads no body from a request that names no length, and a Request built here carries none.
    const json = JSON.stringify(metadata);
    try {
      const response = await server.handle(
        new Request(new URL(OIDC_PATHS.register, server.issuer), {
          method: 'POST',
          headers: { authorization: `Bearer ${value}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) },
          body: json,
        }),
      );
      const body = (await response.json()) as RegisteredClient & { error?: string; error_description?: string };
      if (!response.ok) throw new ClientRegistrationError(body.error ?? 'invalid_client_metadata', body.error_description ?? `registration answered ${response.status}`);
      return body;
    } finally {
      await initial.destroy();
    }
  };
}
