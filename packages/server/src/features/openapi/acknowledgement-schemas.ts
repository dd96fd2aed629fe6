import { z } from 'zod';

/** The answer of a route that only acts (sign out, delete, a server call received). */
export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

/** The answer of a route that only acts, with the sentence to show (in the `locale` asked for). */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
