import { z } from 'zod';
import { errorBodySchema } from './error-body-schema.js';

// The authorization server's own routes: @foyer/core's types/oauth-client.ts (response-schemas.test.ts holds them equal), the interaction answers and OAuth errors.

const clientSummaryShape = {
  clientId: z.string(),
  clientName: z.string().nullable(),
  logoUri: z.string().nullable(),
  redirectUris: z.array(z.string()),
  public: z.boolean(),
  createdAt: z.number(),
  secretExpiresAt: z.number().nullable(),
};

export const clientSummarySchema = z
  .object(clientSummaryShape)
  .meta({ id: 'ClientSummary', description: 'A registered OAuth client; times are epoch ms; a public client (no secret) signs in with PKCE alone.' });

export const clientListSchema = z.object({ clients: z.array(clientSummarySchema) }).meta({ id: 'ClientList' });

export const rotatedClientSchema = z
  .object({ ...clientSummaryShape, clientSecret: z.string() })
  .meta({ id: 'RotatedClient', description: 'The only answer that ever carries a client\'s secret.' });

/** A refusal of the authorization server's routes: an OAuth error (RFC 6749 §5.2), or a catalogue error from the limits and CSRF checks before them. */
export const oauthRefusalSchema = z.union([z.object({ error: z.string(), error_description: z.string() }).meta({ id: 'OAuthError' }), errorBodySchema]);

/** Where the page goes on once the interaction is settled: back through the authorization endpoint. */
export const interactionLocationSchema = z.object({ location: z.string() }).meta({ id: 'InteractionLocation' });

/** RFC 8414 / OpenID Connect Discovery metadata, as oidc-provider writes it: the fields every issuer has, and more it may add. */
export const discoverySchema = z
  .looseObject({
    issuer: z.string(),
    authorization_endpoint: z.string(),
    token_endpoint: z.string(),
    jwks_uri: z.string(),
    response_types_supported: z.array(z.string()),
    userinfo_endpoint: z.string().optional(),
    registration_endpoint: z.string().optional(),
    revocation_endpoint: z.string().optional(),
    introspection_endpoint: z.string().optional(),
    end_session_endpoint: z.string().optional(),
    scopes_supported: z.array(z.string()).optional(),
    grant_types_supported: z.array(z.string()).optional(),
    code_challenge_methods_supported: z.array(z.string()).optional(),
  })
  .meta({ id: 'AuthorizationServerMetadata' });

export const registeredClientSchema = z
  .looseObject({ client_id: z.string(), client_secret: z.string().optional(), client_secret_expires_at: z.number().optional() })
  .meta({ id: 'RegisteredClient', description: 'RFC 7591 §3.2.1: the client\'s metadata as registered, with `client_id`, and a secret unless the client is public.' });
