import { CONNECT_STATUSES } from '@foyer/core';
import { z } from 'zod';
import { appInfoSchema } from './app-info-schemas.js';

// Response shapes of @foyer/core's types/connect.ts; response-schemas.test.ts holds them equal.

export const tokenResponseSchema = z
  .object({
    token: z.string(),
    url: z.string(),
    appInfo: appInfoSchema,
    memberAppInfo: appInfoSchema.nullable(),
    extra: z.object({ connectedDid: z.string().optional(), saveConnect: z.boolean().optional(), timeoutMs: z.number().optional(), disableSocket: z.boolean().optional() }).optional(),
    error: z.string().optional(),
  })
  .meta({ id: 'TokenResponse', description: 'A new connect session: its token and the URL its QR code carries; `extra.timeoutMs` is how long it waits for the wallet, `extra.disableSocket` means poll instead of the relay socket.' });

export const statusPollResponseSchema = z
  .object({
    status: z.enum(CONNECT_STATUSES),
    error: z.string().optional(),
    mfaCode: z.number().optional(),
    nextWorkflow: z.string().optional(),
    did: z.string().optional(),
    updatedAt: z.number().optional(),
    sourceToken: z.string().optional(),
    extraParams: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'StatusPollResponse' });

export const statusAnswerSchema = statusPollResponseSchema
  .extend({ result: z.string().optional() })
  .meta({ id: 'StatusAnswer', description: 'The connect session\'s state; on `succeed`, `result` is the step\'s login result sealed to the page key.' });

export const authReplySchema = z
  .object({ appPk: z.string(), authInfo: z.string() })
  .meta({ id: 'AuthReply', description: 'What the app answers each wallet step with: its public key (base58) and a JWT it signed (`authInfo`) holding the step: the claims to answer next, or the outcome.' });
