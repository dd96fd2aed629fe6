import type { FoyerClient, HttpRequest } from '@foyer/client';
import type { SessionUser } from '@foyer/core';

/**
 * A FoyerClient that stores nothing and reaches no server: `request` answers in the server's place. Its base URL is
 * another origin than the page's, so a connect session polls it rather than opening the relay socket.
 */
export function standInClient(request: HttpRequest, baseUrl: string, user: SessionUser | null): FoyerClient {
  return {
    baseUrl,
    httpOnlyTokens: true,
    user,
    getSession: async () => (user ? { user } : null),
    refresh: async () => user,
    applyLogin: async () => undefined,
    logout: async () => undefined,
    request,
    onChange: () => () => undefined,
    dispose: () => undefined,
  };
}
