import { PROVIDERS, USER_SESSION_STATUSES, WALLET_OS } from '@foyer/core';
import { z } from 'zod';
import { userSchema } from './user-schemas.js';

// Response shapes of @foyer/core's UserSession and Paging (types/session.ts, user-service.ts); response-schemas.test.ts holds them equal.

const userSessionSchema = z
  .object({
    id: z.string(),
    appPid: z.string(),
    userDid: z.string(),
    visitorId: z.string(),
    passportId: z.string().optional(),
    appUrl: z.string(),
    status: z.enum(USER_SESSION_STATUSES),
    updatedAt: z.string(),
    user: userSchema.optional(),
    extra: z.object({ provider: z.enum(PROVIDERS).optional(), walletOS: z.enum(WALLET_OS).optional(), userAgent: z.string().optional(), ip: z.string().optional() }).optional(),
    current: z.boolean().optional(),
  })
  .meta({ id: 'UserSession', description: 'A saved session; expired ones are never listed.' });

export const userSessionListSchema = z.object({ list: z.array(userSessionSchema) }).meta({ id: 'UserSessionList' });

export const userSessionPageSchema = userSessionListSchema
  .extend({ paging: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }).meta({ id: 'Paging' }) })
  .meta({ id: 'UserSessionPage' });

export const endedSessionsSchema = z.object({ ended: z.number() }).meta({ id: 'EndedSessions', description: 'How many other sessions were signed out.' });
