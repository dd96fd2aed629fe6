import { PATHS } from '@foyer/core';

/** The one redirect URI registered with a provider: fixed to the app URL, never taken from the request. */
export const redirectUriOf = (appUrl: string, provider: string) => `${appUrl}${PATHS.oauthLogin}/${provider}/callback`;
