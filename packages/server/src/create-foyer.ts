import { PATHS } from '@foyer/core';
import './server-messages.js';
import { Hono } from 'hono';
import type { DestinationStream, Logger } from 'pino';
import { openBus } from './bus/open-bus.js';
import type { Bus } from './bus/types.js';
import type { FoyerConfig } from './config/config-schema.js';
import { adminMemberRoutes } from './features/admin-members/admin-member-routes.js';
import { appInfoRoutes } from './features/app-info/app-info-routes.js';
import { adminAuditRoutes } from './features/audit/admin-audit-routes.js';
import { auditAdminActions } from './features/audit/audit-admin-actions.js';
import { createAuditLog } from './features/audit/audit-log.js';
import { startAuditRetentionSweep } from './features/audit/audit-retention-sweep.js';
import { auditSessions } from './features/audit/audit-sessions.js';
import { auditSignInFailures } from './features/audit/audit-sign-in-failures.js';
import { auditWalletSessions } from './features/audit/audit-wallet-sessions.js';
import type { ConnectAction } from './features/connect/connect-action.js';
import { connectRoutes } from './features/connect/connect-routes.js';
import { consolePageRoutes } from './features/console-pages/console-page-routes.js';
import { outboxRoutes } from './features/dev-outbox/outbox-routes.js';
import { didDomainRoutes } from './features/did-domain/did-domain-routes.js';
import { createEmailCodes } from './features/email/email-codes.js';
import { emailRoutes } from './features/email/email-routes.js';
import { deriveEmailSecrets } from './features/email/email-secrets.js';
import { startExpirySweep } from './features/email/expiry-sweep.js';
import { createEmailSignIn } from './features/email/email-sign-in.js';
import { kycRoutes } from './features/kyc/kyc-routes.js';
import { notificationRoutes } from './features/notifications/notification-routes.js';
import { loginPageRoutes } from './features/login-page/login-page-routes.js';
import { loginTokenMintRoutes } from './features/login-page/login-token-mint-routes.js';
import { loginTokenRoutes } from './features/login-token/login-token-routes.js';
import { createLoginTokens, type LoginTokens } from './features/login-token/login-tokens.js';
import { connectUpdateOf } from './features/connect/connect-updated.js';
import { federatedPageRoutes } from './features/federation/federated-page-routes.js';
import { functionalFrameRoutes } from './features/federation/functional-frame-routes.js';
import { sharedBridgeRoutes } from './features/federation/shared-bridge-routes.js';
import { logoutFederated } from './features/federation/federated-logout.js';
import { appFederation } from './features/federation/federated-settings.js';
import { federationRoutes } from './features/federation/federation-routes.js';
import { invitationRoutes } from './features/invitations/invitation-routes.js';
import { oauthLoginRoutes } from './features/oauth-login/oauth-login-routes.js';
import { openApiRoutes } from './features/openapi/openapi-routes.js';
import { authorizationServerRoutes } from './features/oidc/authorization-server-routes.js';
import { lazyAuthorizationServer } from './features/oidc/lazy-authorization-server.js';
import { clientRegistrar, type RegisterClient } from './features/oidc/register-client.js';
import { accessTokenVerifier, type VerifyAccessToken } from './features/oidc/verify-access-token.js';
import { passkeyRoutes } from './features/passkey/passkey-routes.js';
import { passportPageRoutes } from './features/passports/passport-page-routes.js';
import { passportRoutes } from './features/passports/passport-routes.js';
import { createRelayHub } from './features/relay/relay-hub.js';
import { relayRoutes } from './features/relay/relay-routes.js';
import { tokenCookieSettings } from './features/session/token-cookies.js';
import { sessionRoutes } from './features/session/session-routes.js';
import { createSessionService, type SessionService } from './features/session/session-service.js';
import { createProviderKeys } from './features/spaces/provider-keys.js';
import { spaceRoutes } from './features/spaces/space-routes.js';
import { claimSessionForDevice } from './features/user-sessions/claim-session-for-device.js';
import { createDevices } from './features/user-sessions/devices.js';
import { userSessionRoutes } from './features/user-sessions/user-session-routes.js';
import { createPublicUsers } from './features/users/public-users.js';
import { userRoutes } from './features/users/user-routes.js';
import { webWalletRoutes } from './features/web-wallet/web-wallet-routes.js';
import { wellKnownRoutes } from './features/well-known/well-known-routes.js';
import type { AppEnv } from './http/app-env.js';
import { limitBodySize } from './http/body-limit.js';
import { csrfProtection } from './http/csrf.js';
import { handleError, handleNotFound } from './http/error-handler.js';
import { securityHeaders } from './http/security-headers.js';
import { requestClient } from './http/request-client.js';
import { loadAppKey, type AppKey } from './keys/app-key.js';
import { loadSessionTokenKeys } from './keys/signing-keys.js';
import { countSignInFailures } from './observability/count-sign-in-failures.js';
import { createLogger } from './observability/create-logger.js';
import { createFoyerMetrics, type FoyerMetrics } from './observability/foyer-metrics.js';
import { metricsRoutes } from './observability/metrics-routes.js';
import { observeConnectSessions } from './observability/observe-connect-sessions.js';
import { observeRequests } from './observability/observe-requests.js';
import { observeSessions } from './observability/observe-sessions.js';
import { createLimiters } from './limits/create-limiters.js';
import { createMailer } from './mail/create-mailer.js';
import type { DevOutbox } from './mail/dev-outbox.js';
import { createOutboundFetch, type OutboundFetch } from './outbound/outbound-fetch.js';
import { openStore } from './store/open-store.js';
import type { Store } from './store/types.js';
import { createSessionTokens } from './tokens/session-token.js';

export interface CreateFoyerOptions {
  /** Use this store instead of opening config.databaseUrl; the caller keeps ownership and closes it. */
  store?: Store;
  /** Use this bus instead of opening one from the config; the caller keeps ownership and closes it. */
  bus?: Bus;
  /** Connect actions of the host app, served under `{prefix}/{action}` beside `login` (which stays Foyer's). */
  connectActions?: Record<string, ConnectAction>;
  /** Where the JSON log lines go instead of stdout (a test reading them, say); the level is still config.logLevel. */
  logDestination?: DestinationStream;
}

/** A Foyer instance: `app.fetch` is the web-standard handler to mount or serve. */
export interface Foyer {
  app: Hono<AppEnv>;
  config: FoyerConfig;
  store: Store;
  bus: Bus;
  appKey: AppKey;
  sessions: SessionService;
  loginTokens: LoginTokens;
  /** A resource server's check of an access token for Foyer's API (`capsule:read`, `capsule:write`), issued by Foyer's authorization server. */
  verifyAccessToken: VerifyAccessToken;
  /** Registers an OAuth client for the operator's own code (CLI, start-up scripts); people register over HTTP as owner or admin. */
  registerClient: RegisterClient;
  /** Mail kept in memory when no SMTP server is configured; null otherwise. */
  outbox: DevOutbox | null;
  /** The instance's JSON logger (pino), at config.logLevel. */
  log: Logger;
  /** The instance's Prometheus registry and metrics, served at SERVER_PATHS.metrics when config.metricsToken is set. */
  metrics: FoyerMetrics;
  /** The one guard for requests the server makes to URLs other parties name; private targets only under config.allowPrivateOutbound (by default in development). */
  outboundFetch: OutboundFetch;
  /** Stops listening to the bus and closes the store and bus that createFoyer opened itself. */
  close(): Promise<void>;
}

type Closer = () => Promise<void>;

async function closeAll(closers: Closer[]): Promise<void> {
  for (const close of closers.reverse()) await close();
}

export async function createFoyer(config: FoyerConfig, options: CreateFoyerOptions = {}): Promise<Foyer> {
  const closers: Closer[] = [];
  const log = createLogger(config.logLevel, options.logDestination);
  try {
    const store = options.store ?? (await openStore({ url: config.databaseUrl, dataDir: config.dataDir }));
    if (!options.store) closers.push(() => store.destroy());
    // Read only when Prometheus scrapes, by which time connectSessions exists.
    const metrics = createFoyerMetrics(() => connectSessions.countActive());
    const connectSessions = observeConnectSessions(store.connectSessions, metrics);
    const bus = options.bus ?? (await openBus(config, log));
    if (!options.bus) closers.push(() => bus.close());
    const appKey = await loadAppKey(store.settings);
    const [sessionTokenKey, ...retiredKeys] = await loadSessionTokenKeys(store.settings);
    const tokens = createSessionTokens(sessionTokenKey!, {
      issuer: appKey.did,
      ttlMs: config.sessionTokenTtlMs,
      retiredKeys,
      reloadKeys: () => loadSessionTokenKeys(store.settings),
    });
    const audit = createAuditLog(store, log);
    const sessions = auditSessions(observeSessions(await createSessionService({ store, bus, tokens, appDid: appKey.did, config }), metrics), store, audit);
    closers.push(() => sessions.close());
    const { mailer, outbox } = createMailer(config);
    const { codeKey, didKey } = deriveEmailSecrets(appKey.secretKey);
    const codes = createEmailCodes({ store, mailer, codeKey, config });
    const limiters = await createLimiters(config, store, log);
    closers.push(() => limiters.close());
    const loginTokens = createLoginTokens(store, sessions);
    closers.push(startExpirySweep(store, log));
    closers.push(startAuditRetentionSweep(store, log));
    const relay = await createRelayHub(bus);
    closers.push(() => relay.close());
    const devices = createDevices(store, config);
    const publicUsers = await createPublicUsers(store, bus);
    closers.push(() => publicUsers.close());
    const authorizationServer = lazyAuthorizationServer({ store, sessions, appKey, issuer: config.appUrl, appName: config.appName, log });
    // A demo or test runs its other apps on this machine; a deployed server must not be made to call its own network.
    const allowPrivateOutbound = config.allowPrivateOutbound ?? config.mode === 'development';
    const outboundFetch = createOutboundFetch({ allowPrivate: allowPrivateOutbound });

    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.notFound(handleNotFound);
    app.use(observeRequests(log, metrics));
    app.use(securityHeaders(config), limitBodySize);
    app.use(requestClient(config), csrfProtection(config));
    app.use(tokenCookieSettings(config.appUrl));
    // Before the session routes: a session is bound to the browser that first reads it, or signs out of it.
    const claimSession = claimSessionForDevice(sessions, devices);
    app.use(PATHS.session, claimSession).use(PATHS.logout, claimSession);
    countSignInFailures(app, metrics);
    auditSignInFailures(app, store, audit);
    auditAdminActions(app, sessions, audit);
    if (config.metricsToken) app.route('/', metricsRoutes(metrics, config.metricsToken));
    app.route('/', wellKnownRoutes({ store, appKey, appUrl: config.appUrl }));
    app.route('/', didDomainRoutes({ store, sessions, appKey, appUrl: config.appUrl }));
    app.route('/', authorizationServerRoutes({ authorizationServer, store, sessions, limiters, appName: config.appName, log }));
    const federation = { store, appKey, sessions, config, log, outbound: outboundFetch };
    app.route('/', sessionRoutes(sessions, (sessionId) => logoutFederated(federation, sessionId)));
    app.route('/', emailRoutes(createEmailSignIn({ store, sessions, codes, didKey, config }), limiters));
    app.route('/', kycRoutes({ store, bus, sessions, codes, limiters }));
    app.route('/', passkeyRoutes({ store, sessions, codes, limiters, config }));
    app.route('/', oauthLoginRoutes({ store, bus, sessions, limiters, appSecretKey: appKey.secretKey, config }));
    app.route('/', passportRoutes({ store, bus, sessions, appUrl: config.appUrl }));
    app.route('/', adminMemberRoutes({ store, sessions }));
    app.route('/', invitationRoutes({ store, sessions, config }));
    app.route('/', userSessionRoutes({ store, sessions, devices }));
    app.route('/', userRoutes({ store, bus, sessions, publicUsers }));
    app.route('/', spaceRoutes({ store, bus, sessions, limiters, providerKeys: createProviderKeys({ fetch: outboundFetch }), outboundFetch, appDid: appKey.did, spaceProviders: config.spaceProviders }));
    app.route('/', notificationRoutes({ store, sessions, allowPrivateOutbound }));
    app.route('/', loginTokenRoutes(loginTokens));
    app.route('/', loginTokenMintRoutes(sessions, loginTokens));
    app.route('/', loginPageRoutes(config, log));
    app.route('/', passportPageRoutes({ store, config, log }));
    app.route('/', consolePageRoutes({ sessions, config, log }));
    app.route('/', webWalletRoutes(log));
    app.route('/', appInfoRoutes(appKey.did, config, () => appFederation(store)));
    app.route('/', federationRoutes({ ...federation, limiters }));
    app.route('/', adminAuditRoutes({ store, sessions, config }));
    app.route('/', federatedPageRoutes({ store, appUrl: config.appUrl, appName: config.appName }));
    app.route('/', sharedBridgeRoutes({ store, appUrl: config.appUrl, appName: config.appName }));
    app.route('/', functionalFrameRoutes({ store, appKey, appUrl: config.appUrl, appName: config.appName }));
    app.route('/', connectRoutes({ store: { ...store, connectSessions: auditWalletSessions(connectSessions.repository, audit) }, bus, sessions, limiters, appKey, config, connectActions: options.connectActions }));
    const currentConnect = async (token: string) => {
      const session = await store.connectSessions.findByToken(token);
      return session && connectUpdateOf(session);
    };
    app.route('/', relayRoutes(relay, config, currentConnect));
    if (outbox && config.mode === 'development') app.route('/', outboxRoutes(outbox));
    // Last, and walked on first request: the document sees every route above.
    app.route('/', openApiRoutes(app, config));

    return {
      app,
      config,
      store,
      bus,
      appKey,
      sessions,
      loginTokens,
      verifyAccessToken: accessTokenVerifier(authorizationServer),
      registerClient: clientRegistrar(authorizationServer),
      outbox,
      log,
      metrics,
      outboundFetch,
      close: () => closeAll(closers),
    };
  } catch (error) {
    await closeAll(closers);
    throw error;
  }
}
