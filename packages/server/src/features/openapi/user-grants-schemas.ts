import { z } from 'zod';

export const userAppSchema = z
  .object({
    clientId: z.string(),
    clientName: z.string(),
    logoUri: z.string().nullable(),
    scopes: z.array(z.string()),
    grantedAt: z.iso.datetime(),
  })
  .meta({ id: 'UserApp', description: 'An OAuth/OIDC client holding a grant of the signed-in person.' });

export const userAppListSchema = z.object({ apps: z.array(userAppSchema) }).meta({ id: 'UserAppList' });
