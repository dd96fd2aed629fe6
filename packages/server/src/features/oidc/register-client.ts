import { OIDC_PATHS } from './oidc-paths.js';
import { CLIENT_POLICY } from './client-policy.js';

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

/** What registration uses of the authorization server, in Foyer's own words: the published declarations then need no oidc-provider types. */
interface RegistrationServer {
  issuer: URL;
  handle(request: Request): Promise<Response>;
  provider: { InitialAccessToken: new (properties: { policies: string[] }) => { save(): Promise<string>; destroy(): Promise<void> } };
}

/**
 * Hands a registration request to oidc-provider under a one-minute initial access token, destroyed after: the token carries
 * the client policy (SPEC §9's secret expiry), and only Foyer's own checks decide who may mint one.
 */
export async function registerWithInitialAccessToken(server: RegistrationServer, request: Request): Promise<Response> {
  const initial = new server.provider.InitialAccessToken({ policies: [CLIENT_POLICY] });
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${await initial.save()}`);
  try {
    return await server.handle(new Request(request, { headers }));
  } finally {
    await initial.destroy();
  }
}

/** Registration for the operator's own code (the CLI, a host app's start-up), trusted without a session: the same endpoint and validation as RFC 7591 over HTTP. */
export function clientRegistrar(authorizationServer: () => Promise<RegistrationServer>): RegisterClient {
  return async (metadata) => {
    const server = await authorizationServer();
    const request = new Request(new URL(OIDC_PATHS.register, server.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(metadata),
    });
    const response = await registerWithInitialAccessToken(server, request);
    const body = (await response.json()) as RegisteredClient & { error?: string; error_description?: string };
    if (!response.ok) throw new ClientRegistrationError(body.error ?? 'invalid_client_metadata', body.error_description ?? `registration answered ${response.status}`);
    return body;
  };
}
