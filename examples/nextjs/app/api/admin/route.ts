import { foyerApp } from '../../../lib/foyer';

/** For admins (and the owner) only: 401 signed out, 403 "Forbidden" for any other role. */
export const GET = foyerApp.withRole('admin', async (_request, session) => Response.json({ admin: session.user.did }));
