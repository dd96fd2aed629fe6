import { USER_SESSION_PREFIX } from '@foyer/core';

/** The user-session routes of the Foyer server (SPEC §7). */
export const USER_SESSION_PATHS = {
  list: USER_SESSION_PREFIX,
  myself: `${USER_SESSION_PREFIX}/myself`,
  login: `${USER_SESSION_PREFIX}/login`,
} as const;
