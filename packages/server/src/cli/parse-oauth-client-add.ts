import { parseArgs } from 'node:util';
import type { ClientMetadata } from '../features/oidc/register-client.js';
import { UsageError } from './usage.js';

function absoluteUrl(option: string, value: string): string {
  if (!URL.canParse(value)) throw new UsageError(`--${option} must be an absolute URL, got ${JSON.stringify(value)}`, 'oauth-client create');
  return value;
}

/** RFC 7591 metadata from `oauth-client add`'s options; a public client has no secret and signs in with PKCE. */
export function parseOAuthClientAdd(args: string[]): ClientMetadata {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        name: { type: 'string' },
        'redirect-uri': { type: 'string', multiple: true },
        'post-logout-redirect-uri': { type: 'string', multiple: true },
        public: { type: 'boolean' },
      },
    }));
  } catch (error) {
    // node:util names the offending option; its stack says nothing to someone typing a command.
    throw new UsageError(error instanceof Error ? error.message : String(error), 'oauth-client create');
  }
  const name = values.name?.trim();
  if (!name) throw new UsageError('--name is required', 'oauth-client create');
  const redirectUris = (values['redirect-uri'] ?? []).map((uri) => absoluteUrl('redirect-uri', uri));
  if (redirectUris.length === 0) throw new UsageError('at least one --redirect-uri is required', 'oauth-client create');
  const postLogout = (values['post-logout-redirect-uri'] ?? []).map((uri) => absoluteUrl('post-logout-redirect-uri', uri));
  return {
    client_name: name,
    redirect_uris: redirectUris,
    ...(postLogout.length > 0 ? { post_logout_redirect_uris: postLogout } : {}),
    ...(values.public ? { token_endpoint_auth_method: 'none' } : {}),
  };
}
