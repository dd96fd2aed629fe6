import type { CodeSignInPaths } from './sign-in-by-code.js';

/** Better Auth's routes under its default base path, /api/auth. */
export const BETTER_AUTH_PATHS = {
  sendCode: '/api/auth/email-otp/send-verification-otp',
  sendBody: (email: string) => ({ email, type: 'sign-in' }),
  login: '/api/auth/sign-in/email-otp',
  loginBody: (email: string, code: string) => ({ email, otp: code }),
  session: '/api/auth/get-session',
} satisfies CodeSignInPaths & { session: string };
