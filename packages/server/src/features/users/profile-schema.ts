import { PROFILE_LIMITS, validateEmail } from '@foyer/core';
import { z } from 'zod';
import { httpUrl } from './http-url.js';

const text = z.string().trim().max(PROFILE_LIMITS.text);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** SPEC §3 card metadata as a user may set it. */
export const cardMetadata = z.strictObject({
  bio: z.string().trim().max(PROFILE_LIMITS.bio).optional(),
  joinedAt: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  email: z
    .string()
    .refine((email) => validateEmail(email).ok, 'a valid e-mail address')
    .optional(),
  phone: z
    .strictObject({
      country: z.string().regex(/^[A-Za-z]{2}$/, 'a two-letter country code'),
      phoneNumber: z.string().regex(/^\+?[\d\s()-]{4,20}$/, 'a phone number'),
    })
    .optional(),
  location: text.optional(),
  timezone: z.string().refine(isTimeZone, 'an IANA time zone such as Europe/Paris').optional(),
  links: z.array(z.strictObject({ url: httpUrl })).max(PROFILE_LIMITS.links).optional(),
});

export const userAddress = z.strictObject({
  country: text.optional(),
  province: text.optional(),
  city: text.optional(),
  postalCode: text.optional(),
  line1: text.optional(),
  line2: text.optional(),
});

/** PUT /api/user/profile: the fields to change; metadata and address are replaced whole. */
export const profileUpdate = z.strictObject({
  locale: z.string().max(35).optional(),
  inviter: z.string().trim().min(1).max(200).optional(),
  metadata: cardMetadata.optional(),
  address: userAddress.optional(),
});
