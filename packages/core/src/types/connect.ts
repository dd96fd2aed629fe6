import type { OAuthProvider, Provider } from '../constants/platform.js';
import type { ConnectStatus } from '../constants/statuses.js';
import type { AppInfo } from './app.js';

export type ExtraParams = Record<string, string>;

/** What one step of a connect flow produced; chained steps collect one each. */
export type ConnectResult = Record<string, unknown>;

export interface ConnectSessionState {
  token: string;
  url: string;
  status: ConnectStatus;
  error: string;
  checkCount: number;
  mfaCode?: number;
  appInfo?: AppInfo;
  memberAppInfo?: AppInfo;
  connectedDid?: string;
  saveConnect?: boolean;
  nextWorkflow?: string;
  results: ConnectResult[];
  /** The `{action}` path segment of the connect session, such as `login`. */
  action: string;
  provider?: Provider;
  extraParams: ExtraParams;
}

export interface StatusPollResponse {
  status: ConnectStatus;
  error?: string;
  mfaCode?: number;
  nextWorkflow?: string;
  did?: string;
  updatedAt?: number;
  sourceToken?: string;
  extraParams?: ExtraParams;
}

export interface TokenResponse {
  token: string;
  url: string;
  appInfo: AppInfo;
  /** This app's info while it is an approved member of a federation, else null (SPEC §3). */
  memberAppInfo: AppInfo | null;
  /** `timeoutMs`: how long the QR code stays valid; `disableSocket`: poll instead of the relay socket. */
  extra?: { connectedDid?: string; saveConnect?: boolean; timeoutMs?: number; disableSocket?: boolean };
  error?: string;
}

export interface OAuthProviderConfig {
  enabled: boolean;
  order: number;
}

export type OAuthConfig = Partial<Record<OAuthProvider, OAuthProviderConfig>>;
