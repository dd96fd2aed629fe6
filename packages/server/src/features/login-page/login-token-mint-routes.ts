import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { requireSession } from '../../http/require-session.js';
import type { LoginTokens } from '../login-token/login-tokens.js';
import type { SessionService } from '../session/session-service.js';
import { MINT_LOGIN_TOKEN_PATH } from './login-page-data.js';
import { routeDocs } from '../openapi/describe.js';
import { mintedLoginTokenSchema } from '../openapi/login-token-schemas.js';

const doc = routeDocs('Login token');

/** The login page hands a session to a domain alias through a one-time login token minted for the signed-in caller. */
export function loginTokenMintRoutes(sessions: SessionService, loginTokens: LoginTokens): Hono<AppEnv> {
  return new Hono<AppEnv>().post(MINT_LOGIN_TOKEN_PATH, doc('Mint a one-time login token for the signed-in user', mintedLoginTokenSchema), requireSession(sessions), async (c) =>
    c.json({ loginToken: await loginTokens.mintLoginToken(c.var.signedIn.claims.sid) }),
  );
}
