import { z } from 'zod';

/** A code was mailed: `id` names it to the status a page polls (a magic link opened). */
export const emailCodeIdSchema = z.object({ id: z.string() }).meta({ id: 'EmailCodeId' });

export const emailStatusSchema = z.object({ verified: z.boolean() }).meta({ id: 'EmailStatus', description: 'Whether the magic link was opened.' });

/** The proven address, now the user's e-mail. */
export const kycVerifiedSchema = z.object({ verified: z.literal(true), email: z.string() }).meta({ id: 'KycVerified' });
