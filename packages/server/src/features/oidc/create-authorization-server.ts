import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { Logger } from 'pino';
import type { AppKey } from '../../keys/app-key.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';
import { loadAuthorizationServerKeys } from './authorization-server-keys.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runNodeHandler, runOnNodeRequest } from './node-bridge.js';
import { providerConfiguration } from './provider-configuration.js';
import { providerSecurityHeaders } from './provider-pages.js';
import { linkedUserSessionId, linkUserSession, unlinkUserSession, type FoyerLoginResult } from './session-link.js';

export interface AuthorizationServerDeps {
  store: Store;
  sessions: SessionService;
  appKey: AppKey;
  /** The app URL: the issuer, so discovery sits at the site's own `/.well-known/openid-configuration`. */
  issuer: string;
  appName: string;
  log: Logger;
}

export interface AuthorizationServer {
  provider: Provider;
  issuer: URL;
  /** Hands a web Request to oidc-provider and answers its Response. */
  handle(request: Request): Promise<Response>;
  /** Lets oidc-provider answer node's request itself; resolves once the response is sent. */
  handleNode(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

function rememberSignIn(store: Store, ctx: KoaContextWithOIDC): Promise<void> | undefined {
  const userSessionId = (ctx.oidc.result as FoyerLoginResult | undefined)?.foyerSessionId;
  const uid = ctx.oidc.session?.uid;
  return userSessionId && uid ? linkUserSession(store, uid, userSessionId) : undefined;
}

/** oidc-provider 9 configured for Foyer, with its sessions tied to Foyer's user sessions in both directions. */
export async function createAuthorizationServer({ store, sessions, appKey, issuer, appName, log }: AuthorizationServerDeps): Promise<AuthorizationServer> {
  const keys = await loadAuthorizationServerKeys(store.settings, appKey);
  const provider = new Provider(issuer, providerConfiguration({ store, issuer, appName, keys }));
  // Foyer rewrites the forwarding headers itself (node-bridge), so the provider may read them: they name the issuer's origin.
  provider.proxy = true;
  provider.use(providerSecurityHeaders);
  provider.use(async (ctx, next) => {
    await next();
    const oidc = (ctx as KoaContextWithOIDC).oidc;
    if (!oidc) return;
    if (oidc.route === 'resume') await rememberSignIn(store, ctx as KoaContextWithOIDC);
    // A confirmed RP-initiated logout ends the Foyer sign-in behind it too.
    if (oidc.route === 'end_session_confirm' && oidc.params?.logout && oidc.session?.uid) {
      const userSessionId = await linkedUserSessionId(store, oidc.session.uid);
      if (userSessionId) await sessions.endSession(userSessionId, 'offline');
      await unlinkUserSession(store, oidc.session.uid);
    }
  });
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'Authorization server error'));
  const callback = provider.callback();
  const issuerUrl = new URL(issuer);
  return {
    provider,
    issuer: issuerUrl,
    handle: (request) => runNodeHandler(callback, request, issuerUrl),
    handleNode: (req, res) => runOnNodeRequest(callback, req, res, issuerUrl),
  };
}
