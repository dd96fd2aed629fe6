import type { Locale } from '../constants/preferences.js';
import type { FederatedMemberStatus, FunctionalFrameMode } from '../constants/statuses.js';

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
  /** A member app's federation (issue 14), read live: the SDK offers the master's sign-in only when `status` is approved. */
  federated?: AppFederation;
  /** FOYER_DOMAIN_ALIASES (hosts of any http(s) scheme, or origins): sites that may frame the app and hear its host bridge. */
  domainAliases?: string[];
  /** DID Spaces (issue 15): the first of FOYER_SPACE_PROVIDERS, whose popup connects a storage space; absent when none is set. */
  spaceProvider?: string;
}

export interface AppFederation {
  master: FederatedMasterApp;
  status: string;
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
  /** FOYER_NFT_COLLECTIONS (issue 15, NFT login): the names of the collections whose NFTs sign in; absent or empty means no NFT login. */
  nftCollections?: string[];
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

/** A member app as its master sees it (issue 14). */
export interface FederatedMember {
  appId: string;
  appPid: string;
  appName: string;
  appUrl: string;
  appLogo?: string;
  status: FederatedMemberStatus;
  /** The URL an approved member asked to move to (or re-key at); its pinned one stays in use until an admin approves. */
  pendingAppUrl?: string;
  createdAt: string;
  updatedAt: string;
}

/** What `SERVER_PATHS.federatedSettings` answers an owner/admin: the master this app follows and, on a master, its members. */
export interface FederatedAdminSettings extends FederatedSettings {
  members: FederatedMember[];
}

/** What the master's popup page (`PATHS.federatedPage`) reads from its embedded page data. */
export interface FederatedPageData {
  memberAppId: string;
  memberOrigin: string;
  memberName: string;
  masterName: string;
  loginUrl: string;
}

/** What the master's functional frame page (`PATHS.functionalFederated`) reads: the checked member and the mode asked. */
/** The functional frame's page data; `nonce` is minted per render and spent by its one sign-out call. */
export type FunctionalFramePageData = FederatedPageData & { mode: FunctionalFrameMode; nonce: string };

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
