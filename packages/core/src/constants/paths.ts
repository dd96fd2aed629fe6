import { PRODUCT } from '../product.js';

export const SERVICE_PREFIX = '/.well-known/service';
export const AUTH_SERVICE_PREFIX = `${SERVICE_PREFIX}/api/did`;
export const USER_SERVICE_PREFIX = `${SERVICE_PREFIX}/api/user`;
export const USER_SESSION_PREFIX = `${SERVICE_PREFIX}/api/user-session`;
export const FEDERATED_PREFIX = `${SERVICE_PREFIX}/api/federated`;
export const OAUTH_API_PREFIX = `${SERVICE_PREFIX}/api/oauth`;
export const PASSKEY_PREFIX = `${SERVICE_PREFIX}/api/passkey`;
export const KYC_EMAIL_PREFIX = `${SERVICE_PREFIX}/api/kyc/email`;
export const NOTIFICATIONS_PREFIX = `${SERVICE_PREFIX}/api/notifications`;
export const OAUTH_SERVER_PREFIX = `${SERVICE_PREFIX}/oauth`;
export const RELAY_SOCKET_PATH = `${SERVICE_PREFIX}/relay/websocket`;

export const PATHS = {
  session: `${AUTH_SERVICE_PREFIX}/session`,
  refreshSession: `${AUTH_SERVICE_PREFIX}/refreshSession`,
  logout: `${USER_SERVICE_PREFIX}/logout`,
  /** The OAuth popup (SPEC §2 screen 8): `/{provider}` starts a sign-in, `/{provider}/callback` is the redirect URI. */
  oauthLogin: `${SERVICE_PREFIX}/oauth-login`,
  webWallet: `${SERVICE_PREFIX}/web-wallet`,
  admin: `${SERVICE_PREFIX}/admin`,
  user: `${SERVICE_PREFIX}/user`,
  userDidSpaces: `${SERVICE_PREFIX}/user/did-spaces`,
  sharedBridge: '/share/shared-bridge.html',
  appMetadataScript: `/__${PRODUCT}__.js`,
  /** The signed-in user's valid passports (SPEC §7 GET /passports). */
  passports: `${OAUTH_API_PREFIX}/passports`,
  /** SPEC §7 POST /switch: a new token pair acting under another of the user's passports. */
  switchPassport: `${OAUTH_API_PREFIX}/switch`,
  /** Owner/admin management of the authorization server's clients: GET lists, `/{id}/secret` rotates, DELETE `/{id}` removes. */
  oauthClients: `${OAUTH_SERVER_PREFIX}/clients`,
  /** The signed-in user's invite link, which 'Invite friends' copies. */
  inviteLink: `${SERVICE_PREFIX}/api/invitations/link`,
  /** Federation (issue 14): origins the SDK may trust for federated messages: self, the approved master, approved members. */
  federatedTrustedDomains: `${FEDERATED_PREFIX}/getTrustedDomains`,
  /** Member: sign in with the master's assertion. */
  federatedLoginMaster: `${FEDERATED_PREFIX}/loginMaster`,
  /** Master: the popup page a member page opens (`?appId=&origin=`). */
  federatedPage: `${SERVICE_PREFIX}/federated`,
  /** Master: the functional frame a member page loads hidden (`?mode=&appId=&origin=`, SPEC §2). */
  functionalFederated: `${SERVICE_PREFIX}/functional/federated`,
  /** DID Spaces (issue 15): PUT records the space the user connected (with the provider's grant), DELETE disconnects it. */
  didSpace: `${USER_SERVICE_PREFIX}/updateDidSpace`,
  /** Account center (issue 27): the OAuth/OIDC apps the signed-in person allowed (GET), and revoking one (DELETE `/{clientId}`). */
  userApps: `${USER_SERVICE_PREFIX}/apps`,
  /** The signed-in person's passkeys: GET lists, PATCH `/{id}` renames, DELETE `/{id}` removes. */
  passkeyCredentials: `${PASSKEY_PREFIX}/credentials`,
} as const;

/** Paths only the server serves (or the platform names): apart from PATHS, so a browser bundle carries just the paths it calls. */
export const SERVER_PATHS = {
  loginPage: `${SERVICE_PREFIX}/login`,
  connectPage: `${SERVICE_PREFIX}/connect`,
  lostPassport: `${SERVICE_PREFIX}/lost-passport`,
  /** Passports (issue 15): the page a one-time passport link opens (`?token=`). */
  issuePassportPage: `${SERVICE_PREFIX}/issue-passport`,
  health: `${SERVICE_PREFIX}/health`,
  /** Prometheus metrics, served only when FOYER_METRICS_TOKEN is set and only to `Authorization: Bearer <it>`. */
  metrics: `${SERVICE_PREFIX}/metrics`,
  devOutbox: `${SERVICE_PREFIX}/dev/outbox`,
  /** The OpenAPI 3.1 document of every route the server mounts (issue 18). */
  openApi: `${SERVICE_PREFIX}/openapi.json`,
  /** Development only: the interactive reference page over the OpenAPI document. */
  apiReference: `${SERVICE_PREFIX}/dev/api-reference`,
  productLogo: `${SERVICE_PREFIX}/${PRODUCT}/logo`,
  adminNavigation: `${SERVICE_PREFIX}/admin/navigation`,
  /** Owner/admin: the audit log, a page at a time (`?page=&pageSize=&actor=&kind=`). */
  adminAudit: `${SERVICE_PREFIX}/api/admin/audit`,
  /** Owner/admin: 30 days of sign-ins by method and failures, active sessions, pending approvals. */
  adminOverview: `${SERVICE_PREFIX}/api/admin/overview`,
  /** Owner/admin: the sign-in methods in force and the request limits, read-only. */
  adminMethods: `${SERVICE_PREFIX}/api/admin/methods`,
  serverAdmin: '/.well-known/server/admin',
  acmeChallenge: '/.well-known/acme-challenge',
  didJson: '/.well-known/did.json',
  oauthAuthorizationServer: '/.well-known/oauth-authorization-server',
  openidConfiguration: '/.well-known/openid-configuration',
  blacklist: '/.well-known/blacklist',
  ping: '/.well-known/ping',
  analytics: '/.well-known/analytics',
  connectToDidSpace: '/connect-to-did-space',
  defaultAdmin: '/admin',
  defaultService: '/.abtnode/service',
  avatar: '/user/avatar',
  productProxyPrefix: `/.${PRODUCT}/proxy`,
  storeDetailPrefix: `/${PRODUCT}s`,
  /** Issuing (POST), listing (GET ?ownerDid=) and, under `/{id}/revoke`, revoking passports: the team's business. */
  teamPassports: `${SERVICE_PREFIX}/api/team/passports`,
  /** Passports (issue 15): an owner/admin creates a one-time passport link (POST). */
  passportIssuances: `${SERVICE_PREFIX}/api/team/passport-issuances`,
  /** Owner/admin: people a page at a time (`?page=&pageSize=&q=`), and one person's passports and sign-in methods under `/{did}`. */
  adminMembers: `${SERVICE_PREFIX}/api/admin/members`,
  /** DID domain (issue 15): the DIF Well Known DID Configuration, the domain linkage credentials for the origin asked. */
  didConfiguration: '/.well-known/did-configuration.json',
  /** Passkeys: the WebAuthn related-origins document, where browsers look for the origins sharing this site's passkeys. */
  webauthnRelatedOrigins: '/.well-known/webauthn',
  /** DID domain (issue 15): owner/admin list (GET) the linked domains, and unlink one (DELETE `/{domain}`). */
  linkedDomains: `${SERVICE_PREFIX}/api/did-domains`,
  /** Member owner/admin: ask a master app to accept this app as a member. */
  federatedJoin: `${FEDERATED_PREFIX}/join`,
  /** Owner/admin: the master this app follows, its status, and (on a master) the members. */
  federatedSettings: `${FEDERATED_PREFIX}/settings`,
  /** Master owner/admin: `/{appId}/approve`, `/{appId}/reject`, `/{appId}/remove` a member. */
  federatedMembers: `${FEDERATED_PREFIX}/members`,
  /** Member owner/admin: leave the federation. */
  federatedLeave: `${FEDERATED_PREFIX}/leave`,
  /** Master, signed server call: a member asks to join. */
  federatedRequests: `${FEDERATED_PREFIX}/requests`,
  /** Member, signed server call from its master: the member's standing changed (approved, rejected, removed as `left`). */
  federatedStatus: `${FEDERATED_PREFIX}/status`,
  /** Master, signed server call from a member: the member left. */
  federatedMemberLeft: `${FEDERATED_PREFIX}/memberLeft`,
  /** Master, from its popup page: a signed login assertion for an approved member. */
  federatedLogin: `${FEDERATED_PREFIX}/login`,
  /** Member, signed server call from its master: end the sessions tied to a master session id. */
  federatedLogout: `${FEDERATED_PREFIX}/logout`,
  /** Master, signed server call from a member: end a master session handed to that member, and tell the other members. */
  federatedMemberLogout: `${FEDERATED_PREFIX}/memberLogout`,
  /** Master, from its shared bridge frame with storage access: an assertion for the embedding member, by the bridge cookie. */
  federatedBridgeLogin: `${FEDERATED_PREFIX}/bridgeLogin`,
  /** Master, from its functional frame: ends the session the bridge cookie names; under bridgeLogin, the cookie's only path. */
  federatedBridgeLogout: `${FEDERATED_PREFIX}/bridgeLogin/logout`,
} as const;

/** Auth-service sub-paths the client treats as its own pages (SPEC §2). */
export const AUTH_SERVICE_PAGES = ['login', 'connect', 'lost-passport'] as const;

/** Paths where automatic wallet login never runs; `*` matches any rest of the path. */
export const AUTO_LOGIN_EXCLUDED_PATHS = [
  `${AUTH_SERVICE_PREFIX}/connect`,
  '/login',
  '/invite',
  '/issue-passport',
  '/oauth/*',
] as const;

export const OAUTH_SERVER_ENDPOINTS = ['authorize', 'token', 'register', 'revoke', 'userinfo', 'jwks', 'logout'] as const;

/** Query keys of the connect-session protocol: session token and the page's ephemeral key. */
export const CONNECT_QUERY = { token: '_t_', encryptionKey: '_ek_' } as const;

/** Query parameters any page reads (SPEC §2). */
export const PAGE_QUERY = {
  magicToken: 'magicToken',
  loginToken: 'loginToken',
  popup: 'popup',
  showQuickConnect: 'showQuickConnect',
  switchBehavior: 'switchBehavior',
  forceConnected: 'forceConnected',
  sourceAppPid: 'sourceAppPid',
  showClose: 'showClose',
  inviter: 'inviter',
  redirect: 'redirect',
  origin: 'origin',
} as const;

/** Values of the `switchBehavior` query (SPEC §4 auto switch); any other value asks the visitor first. */
export const SWITCH_BEHAVIOR = { required: 'required', disabled: 'disabled' } as const;

/** `showQuickConnect=false` keeps the quick-login popup from opening by itself (SPEC §2). */
export const QUICK_CONNECT_OFF = 'false';
