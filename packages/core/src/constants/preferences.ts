import { PRODUCT } from '../product.js';

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
/** The theme in effect once 'system' is settled by the OS colour scheme. */
export type Theme = Exclude<ThemePreference, 'system'>;
// SPEC §5 says 'fallback light'; issue 17 asks that no (or an unknown) stored choice follow the system instead.
export const DEFAULT_THEME: ThemePreference = 'system';

/** Features on unless the host turns them off (SPEC §9). */
export const DEFAULT_FEATURES = { rollingRefresh: true, sockets: true, autoDisconnect: true } as const;

/** Cookie and local-storage keys (SPEC §3). */
export const STORAGE_KEYS = {
  connectedDid: 'connected_did',
  connectedPk: 'connected_pk',
  connectedWalletOS: 'connected_wallet_os',
  connectedApp: 'connected_app',
  visitorId: 'vid',
  sessionToken: 'login_token',
  refreshToken: 'refresh_token',
  /** JS-readable `<iat>.<exp>` of the HttpOnly session token, so the SDK renews in time without reading the token. */
  sessionWindow: `${PRODUCT}_session_window`,
  walletUrl: 'wallet_url',
  invitationCode: 'invitation_code',
  language: 'nf_lang',
  theme: `${PRODUCT}_theme_prefer`,
  /** The member page's storage-access record (SPEC §3) for its master's shared bridge frame, in local storage. */
  storageAccess: `${PRODUCT}_storage_access`,
  /** The master's HttpOnly, SameSite=None cookie its shared bridge frame signs in by (docs/federation.md). */
  federatedBridge: `${PRODUCT}_federated_bridge`,
} as const;

/**
 * 'httpOnlyCookie' (the default) keeps both tokens in HttpOnly cookies the server sets, out of reach of any script;
 * 'cookie' and 'localStorage' (SPEC §3) keep them readable by the page, for cross-site embedding and native apps.
 */
export const STORAGE_ENGINES = ['httpOnlyCookie', 'cookie', 'localStorage'] as const;
export type StorageEngine = (typeof STORAGE_ENGINES)[number];
/** Tokens only the server handles, in HttpOnly cookies: the default, and the value of HEADERS.tokenDelivery asking for it. */
export const HTTP_ONLY_ENGINE = 'httpOnlyCookie' satisfies StorageEngine;
export const DEFAULT_STORAGE_ENGINE: StorageEngine = HTTP_ONLY_ENGINE;
