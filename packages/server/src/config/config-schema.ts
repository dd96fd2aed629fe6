import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { ROLES, TIME, isFlagOn } from '@foyer/core';
import { isValidDid } from '@foyer/did';
import { isTrustedProxyEntry } from '../http/client-ip.js';

const urlWithProtocol = (...protocols: string[]) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol));

const httpUrl = urlWithProtocol('http:', 'https:').transform((value) => value.replace(/\/+$/, ''));

const domainAlias = z.string().refine((value) => (/^https?:\/\//.test(value) ? URL.canParse(value) : /^[a-z0-9.-]+(:\d+)?$/i.test(value)));

const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

const milliseconds = z.coerce.number().int().min(0);
// A bare number is a hop count; anything else a comma list of addresses, CIDR ranges and range names.
const trustedProxies = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : commaList(value)),
  z.union([z.number().int().min(0), z.array(z.string().refine(isTrustedProxyEntry))]),
);
// Apple's .p8 signing key (a P-256 key in PKCS#8 PEM); an environment variable may carry its line breaks as `\n`.
const p256Pkcs8Pem = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n'))
  .refine((pem) => {
    try {
      return pem.includes('-----BEGIN PRIVATE KEY-----') && createPrivateKey(pem).asymmetricKeyDetails?.namedCurve === 'prime256v1';
    } catch {
      return false;
    }
  });
// NFT login: JSON in the environment, an array in the JSON file; the issuer is the collection's did:abt.
const nftCollections = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.array(z.strictObject({ issuer: z.string().refine((did) => isValidDid(did)), name: z.string().trim().min(1) })),
);
// A switch set by env as 1/true/0/false, or by the JSON file as a boolean.
const flag = z.union([z.boolean(), z.enum(['1', 'true', '0', 'false']).transform(isFlagOn)]);

export const configSchema = z.strictObject({
  port: z.coerce.number().int().min(0).max(65_535).default(3030),
  dataDir: z.string().min(1).default('.foyer'),
  appUrl: httpUrl.optional(),
  appName: z.string().trim().min(1).default('Foyer'),
  appDescription: z.string().trim().default(''),
  appLogo: z.string().regex(/\.(svg|png|jpe?g|webp|ico)$/i).optional(),
  // Anything but development is production, so NODE_ENV=test or staging never unlocks development-only pages.
  mode: z
    .string()
    .transform((value): 'development' | 'production' => (value === 'development' ? 'development' : 'production'))
    .default('production'),
  databaseUrl: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value) || !/^[a-z][a-z0-9+.-]*:\/\//i.test(value))
    .optional(),
  redisUrl: urlWithProtocol('redis:', 'rediss:').optional(),
  redisPrefix: z.string().min(1).default('foyer:'),
  trustedProxies: trustedProxies.default([]),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Long enough that guessing it is hopeless; without it the metrics endpoint does not exist.
  metricsToken: z.string().min(16).optional(),
  smtpUrl: urlWithProtocol('smtp:', 'smtps:').optional(),
  mailFrom: z.string().regex(/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>$/).optional(),
  domainAliases: z.preprocess(commaList, z.array(domainAlias)).default([]),
  // DID Spaces (issue 15): the storage-space providers whose grants this app accepts, as origins; the first is offered.
  spaceProviders: z.preprocess(commaList, z.array(httpUrl.transform((value) => new URL(value).origin))).default([]),
  // Whether outbound requests (federation, space providers, webhooks) may reach private, loopback and link-local hosts; unset, only in development.
  allowPrivateOutbound: flag.optional(),
  sessionTokenTtlMs: milliseconds.min(1000).default(TIME.hour),
  refreshGraceMs: milliseconds.default(10 * TIME.second),
  allowWalletLogin: flag.default(true),
  allowEmailLogin: flag.default(true),
  passkeyEnabled: flag.default(true),
  emailKyc: flag.default(false),
  disableSocket: flag.default(false),
  connectTimeoutMs: milliseconds.min(1000).default(5 * TIME.minute),
  connectMfa: flag.default(false),
  invitesEnabled: flag.default(false),
  // The first user is the one owner; an invitation may bring in any other role a person can hold.
  invitedRole: z.enum([ROLES.admin, ROLES.member, ROLES.guest, ROLES.ci]).default(ROLES.member),
  nftCollections: nftCollections.default([]),
  oauthGithubEnabled: flag.optional(),
  oauthGithubOrder: z.coerce.number().int().min(0).optional(),
  oauthGithubClientId: z.string().min(1).optional(),
  oauthGithubClientSecret: z.string().min(1).optional(),
  oauthGithubAuthorizationEndpoint: httpUrl.optional(),
  oauthGithubTokenEndpoint: httpUrl.optional(),
  oauthGithubUserApi: httpUrl.optional(),
  oauthGoogleEnabled: flag.optional(),
  oauthGoogleOrder: z.coerce.number().int().min(0).optional(),
  oauthGoogleClientId: z.string().min(1).optional(),
  oauthGoogleClientSecret: z.string().min(1).optional(),
  oauthGoogleIssuer: httpUrl.optional(),
  oauthAppleEnabled: flag.optional(),
  oauthAppleOrder: z.coerce.number().int().min(0).optional(),
  oauthAppleClientId: z.string().min(1).optional(),
  oauthAppleClientSecret: z.string().min(1).optional(),
  oauthAppleIssuer: httpUrl.optional(),
  oauthAppleTeamId: z.string().min(1).optional(),
  oauthAppleKeyId: z.string().min(1).optional(),
  oauthApplePrivateKey: p256Pkcs8Pem.optional(),
  oauthAuth0Enabled: flag.optional(),
  oauthAuth0Order: z.coerce.number().int().min(0).optional(),
  oauthAuth0ClientId: z.string().min(1).optional(),
  oauthAuth0ClientSecret: z.string().min(1).optional(),
  oauthAuth0Issuer: httpUrl.optional(),
});

export type ConfigKey = keyof z.input<typeof configSchema>;

/** Where each setting comes from in the environment and what a valid value looks like, for start-up errors. */
export const SETTINGS = {
  port: { env: 'PORT', expects: 'a port number from 0 to 65535' },
  dataDir: { env: 'FOYER_DATA_DIR', expects: 'a directory path' },
  appUrl: { env: 'FOYER_APP_URL', expects: 'an http(s) URL' },
  appName: { env: 'FOYER_APP_NAME', expects: 'a non-empty name' },
  appDescription: { env: 'FOYER_APP_DESCRIPTION', expects: 'a description' },
  appLogo: { env: 'FOYER_APP_LOGO', expects: 'the path of an SVG, PNG, JPEG, WebP or ICO file' },
  mode: { env: 'NODE_ENV', expects: 'development or production' },
  databaseUrl: { env: 'FOYER_DATABASE_URL', expects: 'a postgres:// URL, sqlite:<path> or a SQLite file path' },
  redisUrl: { env: 'FOYER_REDIS_URL', expects: 'a redis:// or rediss:// URL' },
  redisPrefix: { env: 'FOYER_REDIS_PREFIX', expects: 'a non-empty key prefix' },
  trustedProxies: {
    env: 'FOYER_TRUSTED_PROXIES',
    expects: 'a number of proxy hops, or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  },
  logLevel: { env: 'FOYER_LOG_LEVEL', expects: 'fatal, error, warn, info, debug, trace or silent (info writes one access log line per request)' },
  metricsToken: { env: 'FOYER_METRICS_TOKEN', expects: 'a secret of at least 16 characters (the bearer token Prometheus sends to the metrics endpoint)' },
  smtpUrl: { env: 'FOYER_SMTP_URL', expects: 'an smtp:// or smtps:// URL' },
  mailFrom: { env: 'FOYER_MAIL_FROM', expects: 'an e-mail address, optionally as "Name <address>"' },
  domainAliases: { env: 'FOYER_DOMAIN_ALIASES', expects: 'a comma-separated list of hosts or http(s) origins' },
  spaceProviders: { env: 'FOYER_SPACE_PROVIDERS', expects: 'a comma-separated list of http(s) origins of DID Space providers' },
  allowPrivateOutbound: {
    env: 'FOYER_ALLOW_PRIVATE_OUTBOUND',
    expects: '1, true, 0 or false (whether the server may call private, loopback and link-local addresses; for local demos and tests only)',
  },
  sessionTokenTtlMs: { env: 'FOYER_SESSION_TOKEN_TTL_MS', expects: 'a whole number of milliseconds of at least 1000' },
  refreshGraceMs: { env: 'FOYER_REFRESH_GRACE_MS', expects: 'a whole number of milliseconds' },
  allowWalletLogin: { env: 'DID_CONNECT_ALLOW_WALLET', expects: '1, true, 0 or false (whether a DID wallet may sign in)' },
  allowEmailLogin: { env: 'DID_CONNECT_ALLOW_EMAIL', expects: '1, true, 0 or false (whether visitors may sign in by e-mail)' },
  passkeyEnabled: { env: 'FOYER_PASSKEY', expects: '1, true, 0 or false (whether visitors may use passkeys)' },
  emailKyc: { env: 'FOYER_EMAIL_KYC', expects: '1, true, 0 or false (whether an e-mail must be proven by code before it names a passkey account)' },
  disableSocket: { env: 'DID_CONNECT_DISABLE_SOCKET', expects: '1, true, 0 or false (whether pages poll instead of using the relay socket)' },
  connectTimeoutMs: { env: 'FOYER_CONNECT_TIMEOUT_MS', expects: 'a whole number of milliseconds of at least 1000' },
  connectMfa: { env: 'DID_CONNECT_MFA', expects: '1, true, 0 or false (whether the wallet must pick the code the page shows)' },
  invitesEnabled: { env: 'FOYER_INVITES', expects: '1, true, 0 or false (whether signed-in users may invite friends with a link)' },
  invitedRole: { env: 'FOYER_INVITED_ROLE', expects: 'admin, member, guest or ci (the role of a visitor who signs up through an invite link)' },
  nftCollections: { env: 'FOYER_NFT_COLLECTIONS', expects: 'a JSON array of {"issuer": "<collection did:abt>", "name": "<shown name>"} (the NFT collections whose holders may sign in)' },
  oauthGithubEnabled: { env: 'FOYER_OAUTH_GITHUB_ENABLED', expects: '1, true, 0 or false (whether GitHub sign-in is offered once its client id and secret are set)' },
  oauthGithubOrder: { env: 'FOYER_OAUTH_GITHUB_ORDER', expects: 'a whole number (the place of GitHub among the sign-in methods)' },
  oauthGithubClientId: { env: 'FOYER_OAUTH_GITHUB_CLIENT_ID', expects: 'the client id of the GitHub OAuth app' },
  oauthGithubClientSecret: { env: 'FOYER_OAUTH_GITHUB_CLIENT_SECRET', expects: 'the client secret of the GitHub OAuth app' },
  oauthGithubAuthorizationEndpoint: { env: 'FOYER_OAUTH_GITHUB_AUTHORIZATION_ENDPOINT', expects: 'the http(s) URL of the GitHub authorization endpoint' },
  oauthGithubTokenEndpoint: { env: 'FOYER_OAUTH_GITHUB_TOKEN_ENDPOINT', expects: 'the http(s) URL of the GitHub token endpoint' },
  oauthGithubUserApi: { env: 'FOYER_OAUTH_GITHUB_USER_API', expects: 'the http(s) URL of the GitHub user API' },
  oauthGoogleEnabled: { env: 'FOYER_OAUTH_GOOGLE_ENABLED', expects: '1, true, 0 or false (whether Google sign-in is offered once its client id is set)' },
  oauthGoogleOrder: { env: 'FOYER_OAUTH_GOOGLE_ORDER', expects: 'a whole number (the place of Google among the sign-in methods)' },
  oauthGoogleClientId: { env: 'FOYER_OAUTH_GOOGLE_CLIENT_ID', expects: 'the client id registered with Google' },
  oauthGoogleClientSecret: { env: 'FOYER_OAUTH_GOOGLE_CLIENT_SECRET', expects: 'the client secret registered with Google' },
  oauthGoogleIssuer: { env: 'FOYER_OAUTH_GOOGLE_ISSUER', expects: 'the http(s) issuer URL of Google, whose OpenID discovery document is read' },
  oauthAppleEnabled: { env: 'FOYER_OAUTH_APPLE_ENABLED', expects: '1, true, 0 or false (whether Apple sign-in is offered once its client id is set)' },
  oauthAppleOrder: { env: 'FOYER_OAUTH_APPLE_ORDER', expects: 'a whole number (the place of Apple among the sign-in methods)' },
  oauthAppleClientId: { env: 'FOYER_OAUTH_APPLE_CLIENT_ID', expects: 'the client id registered with Apple' },
  oauthAppleClientSecret: { env: 'FOYER_OAUTH_APPLE_CLIENT_SECRET', expects: 'the client secret registered with Apple' },
  oauthAppleIssuer: { env: 'FOYER_OAUTH_APPLE_ISSUER', expects: 'the http(s) issuer URL of Apple, whose OpenID discovery document is read' },
  oauthAppleTeamId: { env: 'FOYER_OAUTH_APPLE_TEAM_ID', expects: 'the Apple developer team id (the issuer of the client secret JWT)' },
  oauthAppleKeyId: { env: 'FOYER_OAUTH_APPLE_KEY_ID', expects: 'the id of the Sign in with Apple key (the client secret JWT\'s kid)' },
  oauthApplePrivateKey: { env: 'FOYER_OAUTH_APPLE_PRIVATE_KEY', expects: 'the Sign in with Apple P-256 private key as PKCS#8 PEM (the .p8 file)' },
  oauthAuth0Enabled: { env: 'FOYER_OAUTH_AUTH0_ENABLED', expects: '1, true, 0 or false (whether Auth0 sign-in is offered once its client id is set)' },
  oauthAuth0Order: { env: 'FOYER_OAUTH_AUTH0_ORDER', expects: 'a whole number (the place of Auth0 among the sign-in methods)' },
  oauthAuth0ClientId: { env: 'FOYER_OAUTH_AUTH0_CLIENT_ID', expects: 'the client id registered with Auth0' },
  oauthAuth0ClientSecret: { env: 'FOYER_OAUTH_AUTH0_CLIENT_SECRET', expects: 'the client secret registered with Auth0' },
  oauthAuth0Issuer: { env: 'FOYER_OAUTH_AUTH0_ISSUER', expects: 'the http(s) issuer URL of Auth0, whose OpenID discovery document is read' },
} as const satisfies Record<ConfigKey, { env: string; expects: string }>;

export type FoyerConfig = Omit<z.output<typeof configSchema>, 'appUrl'> & { appUrl: string };
