import { z } from 'zod';

/** A one-time login token for the caller's session, which a domain alias exchanges for its own session. */
export const mintedLoginTokenSchema = z.object({ loginToken: z.string() }).meta({ id: 'MintedLoginToken' });
