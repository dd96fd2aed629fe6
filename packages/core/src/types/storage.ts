import type { SPACE_CONNECT_MESSAGE } from '../constants/platform.js';
import type { FunctionalFrameMode, StorageAccessState } from '../constants/statuses.js';
import type { SpaceGateway } from './user-service.js';

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

/** What the space provider's popup posts to the app page (docs/did-spaces.md): the space, or why there is none. */
export type StorageConnectResult = { type: typeof SPACE_CONNECT_MESSAGE; spaceGateway: SpaceGateway } | { type: typeof SPACE_CONNECT_MESSAGE; error: string };

/**
 * What the master's shared bridge frame posts to the member page (docs/federation.md): its storage-access state, then
 * an assertion for the member or a catalogue code.
 */
export type SharedBridgeMessage =
  | { type: 'storage_access'; state: StorageAccessState }
  | { type: 'federated_login'; assertion: string }
  | { type: 'federated_login'; error: string };

/** What the master's functional frame posts to the member page once it ran, with why when it did nothing. */
export interface FunctionalFrameMessage {
  type: 'foyer-functional';
  mode: FunctionalFrameMode;
  done: boolean;
  reason?: string;
}
