import type { StorageAccessState } from '../constants/statuses.js';

export interface StorageAccessRecord {
  appUrl: string;
  /** Seconds since the epoch when the state was recorded. */
  iat: number;
  state: StorageAccessState;
}

export interface StorageConnectParams {
  provider: 'wallet';
  appPid: string;
  appDid: string;
  appName: string;
  appDescription: string;
  appUrl: string;
  referrer: string;
  connectScope: 'user';
}

export interface StorageConnectResult {
  spaceGateway: string;
}
