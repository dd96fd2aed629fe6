import type { Context } from 'hono';
import type { AuthorizationServer } from './create-authorization-server.js';
import { ownerOrAdmin } from './owner-or-admin.js';
import { CLIENT_POLICY } from './provider-configuration.js';
import type { SessionService } from '../session/session-service.js';

/**
 * RFC 7591 registration behind Foyer's own sign-in: an owner's or admin's session token is swapped for a one-minute
 * initial access token, which carries the client policy (SPEC §9's secret expiry) into oidc-provider's registration.
 */
export async function guardedRegistration(c: Context, server: AuthorizationServer, sessions: SessionService): Promise<Response> {
  const caller = await ownerOrAdmin(c, sessions);
  if ('refusal' in caller) return caller.refusal;
  const initial = new server.provider.InitialAccessToken({ policies: [CLIENT_POLICY] });
  const value = await initial.save();
  const headers = new Headers(c.req.raw.headers);
  headers.set('authorization', `Bearer ${value}`);
  try {
    return await server.handle(new Request(c.req.raw, { headers }));
  } finally {
    await initial.destroy();
  }
}
