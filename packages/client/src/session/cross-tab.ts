import type { SessionUser } from '@foyer/core';

/** Web Locks lock that makes one refresh run at a time across the origin's tabs. */
export const REFRESH_LOCK_NAME = 'foyer-refresh';

/** BroadcastChannel on which a tab tells the others the outcome of its refresh or logout. */
export const SESSION_CHANNEL_NAME = 'foyer-session';

/** The part of `navigator.locks` the refresh uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T>;
}

export type SessionBroadcast = { type: 'refreshed'; user: SessionUser } | { type: 'cleared' };

/** The part of BroadcastChannel the session uses. */
export interface SessionChannel {
  postMessage(message: SessionBroadcast): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}
