import { z } from 'zod';

/** The signed-in user's invite link ('Invite friends'). */
export const inviteLinkSchema = z.object({ url: z.string() }).meta({ id: 'InviteLink' });
