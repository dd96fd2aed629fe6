import { PAGE_QUERY, SERVER_PATHS } from '@foyer/core';

export const ROUTES = { home: '/', profile: '/profile', oauthClients: '/admin/oauth-clients', federation: '/admin/federation', domains: '/admin/domains', passports: '/admin/passports' } as const;

/** Foyer's login page, coming back here once signed in. */
export function loginPageUrl(): string {
  return `${SERVER_PATHS.loginPage}?${new URLSearchParams({ [PAGE_QUERY.redirect]: location.href })}`;
}
