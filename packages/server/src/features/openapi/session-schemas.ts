import { PROVIDERS, WALLET_OS } from '@foyer/core';
import { z } from 'zod';
import { sessionUserSchema } from './user-schemas.js';

// Response shapes of @foyer/core's types/session.ts; response-schemas.test.ts holds them equal.

export const sessionResponseSchema = z
  .object({
    user: sessionUserSchema.nullable(),
    nextToken: z.string().optional(),
    nextRefreshToken: z.string().optional(),
    provider: z.enum(PROVIDERS).optional(),
    walletOS: z.enum(WALLET_OS).optional(),
    error: z.string().optional(),
  })
  .meta({ id: 'SessionResponse' });

export const refreshResponseSchema = z
  .union([
    z.object({ nextToken: z.string(), nextRefreshToken: z.string(), user: sessionUserSchema }),
    z.object({ nextToken: z.never().optional(), nextRefreshToken: z.never().optional(), user: sessionUserSchema }),
  ])
  .meta({ id: 'RefreshResponse', description: 'The rotated token pair, or, in HttpOnly-cookie mode, only the user: the tokens went into cookies.' });

/** The tokens of the same session under another passport; none in the body with HttpOnly cookies. */
export const switchedTokensSchema = z.object({ sessionToken: z.string().optional(), refreshToken: z.string().optional() }).meta({ id: 'SessionTokens' });
