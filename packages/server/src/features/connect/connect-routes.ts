import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, FoyerError, isWalletLoginAllowed, type ExtraParams } from '@foyer/core';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Bus } from '../../bus/types.js';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { skipCsrf } from '../../http/csrf.js';
import { requireSession, type SignedInEnv } from '../../http/require-session.js';
import { readHeader } from '../../http/read-header.js';
import { validate } from '../../http/validate.js';
import type { AppKey } from '../../keys/app-key.js';
import type { Limiters } from '../../limits/create-limiters.js';
import { limit } from '../../limits/limit.js';
import { byQuery } from '../../limits/limit-keys.js';
import type { Store } from '../../store/types.js';
import { appInfo } from '../app-info/app-info-routes.js';
import { memberAppInfo } from '../federation/member-app-info.js';
import { nftLoginAction } from '../nft-login/nft-login-action.js';
import { passportConnectActions } from '../passports/passport-connect-actions.js';
import { DID_DOMAIN_ACTION, didDomainAction } from '../did-domain/did-domain-action.js';
import { domainName } from '../did-domain/domain-name.js';
import type { SessionService } from '../session/session-service.js';
import type { ConnectAction } from './connect-action.js';
import { createConnectService, type AnswerInput } from './connect-service.js';
import { loginAction } from './login-action.js';
import { walletSessionActions } from './wallet-session-actions.js';
import { routeDocs } from '../openapi/describe.js';
import { authReplySchema, statusAnswerSchema, tokenResponseSchema } from '../openapi/connect-schemas.js';

const doc = routeDocs('Connect');

// A raw uncompressed P-256 point is 65 bytes: 87 base64url characters.
const encryptionKey = z.string().regex(/^[\w-]{87}$/, 'a base64url P-256 public key');
const optional = z.string().optional();

const tokenQuery = z.object({
  [CONNECT_QUERY.encryptionKey]: encryptionKey,
  locale: optional,
  forceConnected: optional,
  autoConnect: optional,
  provider: optional,
  visitorId: optional,
  sourceToken: optional,
  sourceAppPid: optional,
  inviter: optional,
  // Passports (issue 15): the one-time link's token (issue-passport) and the passport to recover (lost-passport).
  passportToken: optional,
  passportId: optional,
  // DID domain (issue 15): the domain connect-to-did-domain links, normalised (lower case, IDN as punycode).
  domain: domainName.optional(),
});
// A host app's own action (e.g. the space provider's) may take its own page parameters: a few short strings, kept as extraParams.
const hostTokenQuery = tokenQuery.catchall(z.string().max(1000)).refine((query) => Object.keys(query).length <= 24, 'at most 24 parameters');
const sessionQuery = z.looseObject({ [CONNECT_QUERY.token]: z.string().min(1) });
const answerFields = { userPk: z.string().min(1), userInfo: z.string().min(1), walletOS: optional };
const answerBody = z.looseObject(answerFields);
const submitQuery = z.looseObject({ [CONNECT_QUERY.token]: z.string().min(1), ...answerFields });

export interface ConnectRoutesDeps {
  store: Store;
  bus: Bus;
  sessions: SessionService;
  limiters: Limiters;
  appKey: AppKey;
  config: Pick<FoyerConfig, 'appName' | 'appDescription' | 'appUrl' | 'allowWalletLogin' | 'disableSocket' | 'connectTimeoutMs' | 'connectMfa' | 'invitesEnabled' | 'invitedRole' | 'nftCollections'>;
  /** The host app's own actions, served beside `login`, which stays Foyer's. */
  connectActions?: Record<string, ConnectAction>;
}

// Set by requireSession, which an action that requiresSession runs before its token route validates anything.
const signedInClaims = (c: Context<AppEnv>) => (c as unknown as Context<SignedInEnv>).var.signedIn.claims;

const definedOnly = (params: Record<string, string | undefined>): ExtraParams =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** SPEC §7 connect sessions under `{prefix}/{action}`: the page's token, status and timeout, and the wallet's auth steps. */
export function connectRoutes({ store, bus, sessions, limiters, appKey, config, connectActions }: ConnectRoutesDeps): Hono<AppEnv> {
  const actions: Record<string, ConnectAction> = {
    ...connectActions,
    ...walletSessionActions({ store, bus, sessions, invites: config }),
    ...passportConnectActions({ store, bus, sessions, appKey, invites: config }),
    login: loginAction(store, sessions, config, nftLoginAction(store, sessions, config.nftCollections, config)),
    [DID_DOMAIN_ACTION]: didDomainAction({ store, sessions, appKey, appName: config.appName }),
  };
  const walletEnv = { DID_CONNECT_ALLOW_WALLET: String(config.allowWalletLogin) };
  const connect = createConnectService({
    store,
    bus,
    appKey,
    appInfo: appInfo(appKey.did, config),
    memberAppInfo: () => memberAppInfo(store, appKey.did, config),
    appUrl: config.appUrl,
    actions,
    timeoutMs: config.connectTimeoutMs,
    disableSocket: config.disableSocket,
    mfa: config.connectMfa,
  });
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions);
  const openLimit = limit({ limiter: limiters.connectSessionPerIp });
  // What a wallet sends is counted per connect session (a wallet needs a handful) and per address.
  const answerLimit = limit({ limiter: limiters.walletAnswerPerSession, key: byQuery(CONNECT_QUERY.token) }, { limiter: limiters.walletAnswerPerIp });
  for (const [action, flow] of Object.entries(actions)) {
    const base = `${AUTH_SERVICE_PREFIX}/${action}`;
    const answer = (token: string, input: Omit<AnswerInput, 'userAgent'>, userAgent: string | undefined) => connect.answer(action, token, { ...input, userAgent });
    routes.on('GET', `${base}/token`, openLimit).on('POST', `${base}/auth`, answerLimit).on('GET', `${base}/auth/submit`, answerLimit);
    if (flow.requiresSession) routes.on('GET', `${base}/token`, signedIn);
    routes
      .get(`${base}/token`, doc(`${action}: open a connect session (its QR code and deep link)`, tokenResponseSchema), validate('query', connectActions?.[action] === flow ? hostTokenQuery : tokenQuery), async (c) => {
        if (action === 'login' && !isWalletLoginAllowed(action, walletEnv)) throw new FoyerError('walletLoginOff');
        const { [CONNECT_QUERY.encryptionKey]: key, ...params } = c.req.valid('query');
        const visitorId = params.visitorId ?? c.var.client.visitorId;
        // The page's own session names the user an action acts on; the wallet, scanning later, never could.
        const claims = flow.requiresSession ? signedInClaims(c) : undefined;
        const startedBy = claims && { did: claims.sub, sessionId: claims.sid };
        const given = definedOnly({ ...params, visitorId });
        const kept = flow.openParams ? await flow.openParams(given) : given;
        return c.json(await connect.open(action, { encryptionKey: key, params: kept, startedBy }));
      })
      .get(`${base}/status`, doc(`${action}: the connect session's state (polled by the page)`, statusAnswerSchema), validate('query', sessionQuery), async (c) => c.json(await connect.status(c.req.valid('query')[CONNECT_QUERY.token])))
      .get(`${base}/timeout`, doc(`${action}: the page gives the connect session up`, statusAnswerSchema), validate('query', sessionQuery), async (c) => c.json(await connect.timeout(c.req.valid('query')[CONNECT_QUERY.token])))
      .get(`${base}/auth`, doc(`${action}: the wallet scans (its next claims)`, authReplySchema), validate('query', sessionQuery), async (c) => c.json(await connect.scan(action, c.req.valid('query')[CONNECT_QUERY.token])))
      // The wallet posts from a phone and proves itself by signature, so the page's CSRF check does not apply.
      .post(`${base}/auth`, doc(`${action}: the wallet answers the claims`, authReplySchema), skipCsrf, validate('query', sessionQuery), validate('json', answerBody), async (c) =>
        c.json(await answer(c.req.valid('query')[CONNECT_QUERY.token], c.req.valid('json'), readHeader(c, 'x-user-agent'))),
      )
      .get(`${base}/auth/submit`, doc(`${action}: the wallet answers by URL (web wallet)`, authReplySchema), validate('query', submitQuery), async (c) => {
        const { [CONNECT_QUERY.token]: token, ...input } = c.req.valid('query');
        return c.json(await answer(token, input, readHeader(c, 'x-user-agent')));
      });
  }
  return routes;
}
