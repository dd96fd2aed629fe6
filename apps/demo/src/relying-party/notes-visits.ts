import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

// Not a Foyer cookie name: cookies ignore the port, so the Notes and Foyer origins on localhost share one jar.
const VISIT_COOKIE = 'notes_visit';

/** Who is signed in to Notes: the userinfo Foyer answered, and the ID token that signs them out again. */
export interface NotesPerson {
  did: string;
  name?: string;
  email?: string;
  role?: string;
  idToken: string;
}

/** One browser's state in Notes: a code flow under way, the person signed in, a message for the next page. */
export interface NotesVisit {
  flow?: { state: string; verifier: string };
  person?: NotesPerson;
  notice?: string;
}

/** The demo keeps visits in memory: a restart signs everyone out of Notes, never out of Foyer. */
export function notesVisits() {
  const visits = new Map<string, NotesVisit>();
  return (c: Context): NotesVisit => {
    const known = getCookie(c, VISIT_COOKIE);
    const found = known === undefined ? undefined : visits.get(known);
    if (found) return found;
    const id = randomUUID();
    const visit: NotesVisit = {};
    visits.set(id, visit);
    setCookie(c, VISIT_COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: '/' });
    return visit;
  };
}
