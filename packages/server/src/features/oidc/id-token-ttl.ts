import { PLATFORM_TTL } from '@foyer/core';

/** ID tokens live as long as access tokens; `foyer keys rotate` keeps a rotated-out key published at least this long. */
export const ID_TOKEN_TTL_MS = PLATFORM_TTL.oauthAccessTokenMs;
