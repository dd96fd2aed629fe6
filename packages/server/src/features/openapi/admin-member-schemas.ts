import { z } from 'zod';
import { passportListSchema } from './passport-schemas.js';
import { connectedAccountSchema } from './user-schemas.js';

// Response shapes of @foyer/core's types/admin-member.ts.

const adminMemberSchema = z
  .object({
    did: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    role: z.string(),
    createdAt: z.number(),
    lastLoginAt: z.number().nullable(),
  })
  .meta({ id: 'AdminMember', description: 'A person as the admin console lists them; times are epoch ms.' });

export const adminMemberPageSchema = z
  .object({ members: z.array(adminMemberSchema), page: z.number(), pageSize: z.number(), total: z.number(), totalExact: z.boolean() })
  .meta({ id: 'AdminMemberPage', description: '`total` is exact while `totalExact`; else counting stopped there and there are more.' });

export const adminMemberDetailSchema = z
  .object({
    member: adminMemberSchema,
    passports: passportListSchema,
    signInMethods: z.object({ connectedAccounts: z.array(connectedAccountSchema), passkeys: z.number() }),
  })
  .meta({ id: 'AdminMemberDetail', description: 'One person with their passports (any status) and the ways they sign in.' });
