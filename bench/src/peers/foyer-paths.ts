import { AUTH_SERVICE_PREFIX } from '@foyer/core';
import type { CodeSignInPaths } from './sign-in-by-code.js';

/** Foyer's e-mail sign-in (SPEC §7) as its sign-in page calls it. */
export const FOYER_CODE_PATHS = {
  sendCode: `${AUTH_SERVICE_PREFIX}/email/sendCode`,
  sendBody: (email: string) => ({ email }),
  login: `${AUTH_SERVICE_PREFIX}/email/login`,
  loginBody: (email: string, code: string) => ({ email, code }),
} satisfies CodeSignInPaths;
