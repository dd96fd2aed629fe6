import type { MiddlewareHandler } from 'hono';
import { documentsSession } from '../features/openapi/session-security.js';
import type { SessionService } from '../features/session/session-service.js';
import type { SessionClaims } from '../tokens/session-token.js';
import type { AppEnv } from './app-env.js';
import { sessionToken } from './session-token.js';

/** A live session as sessions.authenticate() finds it: the token's claims and the GET /session body. */
export interface SignedIn {
  claims: SessionClaims;
  body: string;
}

export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { signedIn: SignedIn };
}

/**
 * Lets a request through only with a live session, else 401 invalidToken; put before `validate()` so a signed-out caller
 * learns nothing from how its body is judged. The handler finds the session in `c.var.signedIn`.
 */
export function requireSession(sessions: SessionService): MiddlewareHandler<SignedInEnv> {
  return documentsSession<MiddlewareHandler<SignedInEnv>>(async (c, next) => {
    c.set('signedIn', await sessions.authenticate(sessionToken(c)));
    await next();
  });
}
