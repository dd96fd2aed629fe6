import type { Context } from 'hono';
import type { InteractionResults } from 'oidc-provider';
import type { AuthorizationServer } from './create-authorization-server.js';
import { toNodeRequest } from './node-bridge.js';

export type Interaction = Awaited<ReturnType<AuthorizationServer['provider']['interactionDetails']>>;

// Only the cookies matter to these calls; the body (if any) stays with Hono.
const nodeRequestOf = (c: Context, server: AuthorizationServer) => toNodeRequest(new Request(c.req.url, { headers: c.req.raw.headers }), server.issuer);

/** The interaction this browser is in, checked against its interaction cookie and the uid in the path; null when it is not (any more). */
export async function interactionOf(c: Context, server: AuthorizationServer): Promise<Interaction | null> {
  const { req, res } = nodeRequestOf(c, server);
  try {
    const details = await server.provider.interactionDetails(req, res);
    return details.uid === c.req.param('uid') ? details : null;
  } catch {
    return null;
  }
}

/** Records the interaction's result and answers where the browser resumes the authorization request. */
export async function finishInteraction(c: Context, server: AuthorizationServer, result: InteractionResults, merge: boolean): Promise<string> {
  const { req, res } = nodeRequestOf(c, server);
  return server.provider.interactionResult(req, res, result, { mergeWithLastSubmission: merge });
}
