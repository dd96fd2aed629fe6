import type { Locale } from '../constants/preferences.js';

/** The app a visitor signs in to, as the connect flow and the wallet see it. */
export interface AppInfo {
  appId: string;
  appName: string;
  appDescription: string;
  appLogo: string;
  appPid: string;
  appUrl: string;
  version?: string;
  sourceAppPid?: string;
  /** Always the wallet: the app is identified by its DID. */
  provider: 'wallet';
  /** Which sign-in options the deployment turned on; absent means all. */
  connectOptions?: ConnectOptions;
}

/** The deployment's switches behind SPEC §6's availability rules. */
export interface ConnectOptions {
  /** DID_CONNECT_ALLOW_WALLET. */
  allowWallet: boolean;
  /** DID_CONNECT_ALLOW_EMAIL, and the app can send mail. */
  allowEmail: boolean;
  /** FOYER_PASSKEY. */
  allowPasskey: boolean;
  /** FOYER_EMAIL_KYC: a passkey's e-mail must be proven by code first. */
  emailKyc: boolean;
  /** The enabled OAuth providers, in the order their buttons appear. */
  oauthProviders: readonly OfferedOAuthProvider[];
  /** FOYER_INVITES: the avatar menu offers 'Invite friends' (SPEC §2.14); absent means off. */
  invitesEnabled?: boolean;
}

export interface OfferedOAuthProvider {
  provider: string;
  order: number;
}

export interface FederatedMasterApp {
  appId: string;
  appPid: string;
  appName: string;
  appUrl: string;
  appLogo?: string;
}

export interface FederatedSettings {
  master?: FederatedMasterApp;
  /** Federated login is on only when `status` is `'approved'`. */
  config?: { status: string };
}

export interface LanguageItem {
  code: Locale;
  name: string;
}

export interface Plugin {
  name: string;
  title: string;
  icon?: string;
  order?: number;
  state?: Record<string, unknown>;
}

export interface Store {
  id: string;
  name: string;
  description: string;
  url: string;
  logoUrl?: string;
  maintainer?: string;
}
