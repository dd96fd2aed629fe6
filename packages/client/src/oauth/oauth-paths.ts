import { OAUTH_API_PREFIX } from '@foyer/core';

export const OAUTH_PATHS = {
  login: `${OAUTH_API_PREFIX}/login`,
} as const;
