import { WALLET_OS } from '@foyer/core';
import { z } from 'zod';
import { appInfoSchema } from './app-info-schemas.js';
import { sessionUserSchema } from './user-schemas.js';

// Response shapes of @foyer/core's LoginResult (types/session.ts) and the sign-in answers built on it; response-schemas.test.ts holds them equal.

const absent = z.never().optional();

const base = {
  visitorId: z.string().optional(),
  destroySessionId: z.string().optional(),
  encrypted: z.boolean().optional(),
  user: sessionUserSchema.optional(),
  walletOS: z.enum(WALLET_OS).optional(),
};

const withSessionToken = z.object({ ...base, refreshToken: z.string(), sessionToken: z.string(), loginToken: absent });
const withLoginToken = z.object({ ...base, refreshToken: z.string(), loginToken: z.string(), sessionToken: absent });
// Asked for by the x-foyer-token-delivery header: the tokens went into HttpOnly cookies.
const inCookies = z.object({ ...base, refreshToken: absent, sessionToken: absent, loginToken: absent });

const LOGIN_RESULT = 'A session token, a one-time login token to exchange, or (with x-foyer-token-delivery) neither: the tokens are in HttpOnly cookies.';

export const loginResultSchema = z.union([withSessionToken, withLoginToken, inCookies]).meta({ id: 'LoginResult', description: LOGIN_RESULT });

/** A login result with a route's own fields added to each of its three forms. */
function loginResultWith<Shape extends z.ZodRawShape>(id: string, shape: Shape) {
  return z.union([withSessionToken.extend(shape), withLoginToken.extend(shape), inCookies.extend(shape)]).meta({ id, description: LOGIN_RESULT });
}

export const quickLoginResultSchema = loginResultWith('QuickLoginResult', { destroySessionId: z.string() });
export const oauthLoginResultSchema = loginResultWith('OAuthLoginResult', { encrypted: z.literal(false) });
export const passkeyLoginResultSchema = loginResultWith('PasskeyLoginResult', { verified: z.literal(true), credentialId: z.string() });
export const federatedLoginResultSchema = loginResultWith('FederatedLoginResult', { memberAppInfo: appInfoSchema.optional() });
