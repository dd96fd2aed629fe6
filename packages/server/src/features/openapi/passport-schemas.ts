import { PASSPORT_SOURCES, PASSPORT_STATUSES } from '@foyer/core';
import { z } from 'zod';

// Response shape of @foyer/core's Passport (types/passport.ts), which response-schemas.test.ts holds equal, and the passport routes' own answers.

export const passportSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    name: z.string(),
    role: z.string(),
    display: z.string().optional(),
    issuer: z.string().optional(),
    issuerDid: z.string(),
    issuerAvatarUrl: z.string().optional(),
    ownerDid: z.string(),
    ownerAvatarUrl: z.string().optional(),
    preferredColor: z.string().optional(),
    revoked: z.boolean(),
    status: z.enum(PASSPORT_STATUSES),
    source: z.enum(PASSPORT_SOURCES),
  })
  .meta({ id: 'Passport' });

export const passportListSchema = z.array(passportSchema);

/** A one-time passport link: `url` opens the issue-passport page; it stops working at `expiresAt` (epoch ms). */
export const passportLinkSchema = z.object({ id: z.string(), url: z.string(), expiresAt: z.number() }).meta({ id: 'PassportLink' });

/** Revoked passport credentials (`urn:uuid:` ids), most recent first, as verifiers poll them. */
export const blacklistSchema = z.object({ revoked: z.array(z.string()) }).meta({ id: 'Blacklist' });
