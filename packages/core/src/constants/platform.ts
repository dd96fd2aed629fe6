import { PRODUCT } from '../product.js';

/** Platform enumerations of SPEC §3, kept for the shared vocabulary. */
export const LAUNCH_SESSION_STATUS = {
  created: 0,
  selected: 10,
  connected: 20,
  timeout: 25,
  paid: 30,
  nftMinted: 35,
  allocated: 40,
  consuming: 46,
  installed: 50,
  overdue: 60,
  canceled: 65,
  terminated: 70,
  transferred: 90,
} as const;

export const NOTIFICATION_SEND_STATUS = { pending: 0, sent: 1, failed: 2 } as const;
export const NOTIFICATION_FAILED_REASONS = ['user_disabled', 'channel_unavailable', 'channel_disabled', 'not_online'] as const;
export const NOTIFICATION_CHANNELS = ['app', 'email', 'push', 'webhook'] as const;
export const NODE_MODES = ['production', 'debug', 'maintenance', 'serverless'] as const;
export const MAINTENANCE_PROGRESS = ['setup', 'installing', 'verifying', 'restarting', 'cleanup', 'complete', 'rollback'] as const;
export const SERVER_STATUS = { running: 1, stopped: 2, startFromCrash: 3 } as const;
export const INSTALL_TYPES = ['store', 'url', 'dev', 'create', 'restore'] as const;
export const ROUTING_RULE_TYPES = [
  'none',
  'daemon',
  'service',
  PRODUCT,
  'redirect',
  'rewrite',
  'general_proxy',
  'direct_response',
  'component',
] as const;
export const RESPONSE_CONTENT_TYPES = [
  'text/plain',
  'application/json',
  'application/xml',
  'text/html',
  'application/yaml',
  'application/toml',
  'text/css',
  'application/javascript',
  'text/csv',
  'text/markdown',
  'image/svg+xml',
] as const;
export const NAVIGATION_TRANSLATABLE_FIELDS = ['title', 'description', 'link'] as const;
/** Backup and update-check jobs: null while in progress. */
export const JOB_STATUS = { inProgress: null, succeeded: 0, failed: 1 } as const;
export const JOB_STRATEGY = { auto: 0, manual: 1 } as const;

export const WALLET_OS = ['ios', 'android', 'web', 'api'] as const;
export type WalletOS = (typeof WALLET_OS)[number];

// SPEC §3's providers, and 'nft': an account that is an NFT held by a wallet (LOGIN_METHODS names it).
export const PROVIDERS = ['wallet', 'passkey', 'google', 'apple', 'email', 'github', 'auth0', 'nft'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const DEFAULT_PROVIDER: Provider = 'wallet';

export const LOGIN_METHODS = ['email', 'auth0', 'apple', 'github', 'google', 'wallet', 'nft', 'passkey'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const CARD_VARIANTS = ['did-space', 'app-space', 'app-purchase', 'app-passport', 'app-kyc'] as const;

export const SESSION_ACTIONS = [
  'login',
  'bind-wallet',
  'switch-passport',
  'switch-profile',
  'switch-did',
  'connect-to-did-spaces-for-user',
] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** Session actions a DID wallet completes for the signed-in user: only the wallet is offered for them (SPEC §4, §6). */
export const WALLET_SESSION_ACTIONS = ['bind-wallet', 'switch-profile', 'switch-did'] as const satisfies readonly SessionAction[];
export type WalletSessionAction = (typeof WALLET_SESSION_ACTIONS)[number];

export const CONNECT_ACTIONS = ['login', 'invite', 'connect-to-did-space', 'connect-to-did-domain'] as const;

/** DID Spaces (issue 15): the `type` of the message a space provider's popup posts to the app page that opened it. */
export const SPACE_CONNECT_MESSAGE = 'foyer-did-space';

export type CardVariant = (typeof CARD_VARIANTS)[number];
export type ConnectAction = (typeof CONNECT_ACTIONS)[number];

export const OAUTH_PROVIDERS = ['github', 'google', 'apple', 'auth0'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
