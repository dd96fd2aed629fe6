import type { AuthorizationServer, AuthorizationServerDeps } from './create-authorization-server.js';

/** The authorization server, made on first use. */
export type AuthorizationServerRef = () => Promise<AuthorizationServer>;

/**
 * oidc-provider, its RSA key (generated on a store's first use) and its configuration are loaded only once an OAuth route or
 * helper is used, so an app that never acts as an identity provider pays nothing for it at start-up.
 */
export function lazyAuthorizationServer(deps: AuthorizationServerDeps): AuthorizationServerRef {
  let server: Promise<AuthorizationServer> | undefined;
  return () => {
    server ??= import('./create-authorization-server.js')
      .then(({ createAuthorizationServer }) => createAuthorizationServer(deps))
      .catch((error: unknown) => {
        // A failed start (the database away, say) is tried again by the next request rather than kept for good.
        server = undefined;
        throw error;
      });
    return server;
  };
}
