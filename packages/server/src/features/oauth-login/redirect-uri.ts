import { PATHS } from '@foyer/core';

/** The one redirect URI registered with a provider: fixed to the app URL, never taken from the request. */
export const redirectUriOf = (appUrl: string, provider: string) => `${appUrl}${PATHS.oauthLogin}/${provider}/callback`;

/** Where a provider's end-session endpoint sends the popup back (register it as a post-logout redirect URI); the page closes itself. */
export const loggedOutUriOf = (appUrl: string, provider: string) => `${appUrl}${PATHS.oauthLogin}/${provider}/logged-out`;
