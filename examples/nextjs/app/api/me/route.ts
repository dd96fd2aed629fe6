import { foyerApp } from '../../../lib/foyer';

/** Who is signed in, and under which passport: 401 "Invalid token" when nobody is. */
export const GET = foyerApp.withSession(async (_request, { user, passport }) => Response.json({ user, passport }));
