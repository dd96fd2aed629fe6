import { PRODUCT } from '../product.js';

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemePreference = 'light';

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
  walletUrl: 'wallet_url',
  invitationCode: 'invitation_code',
  language: 'nf_lang',
  theme: `${PRODUCT}_theme_prefer`,
} as const;

export const STORAGE_ENGINES = ['cookie', 'localStorage'] as const;
export type StorageEngine = (typeof STORAGE_ENGINES)[number];
