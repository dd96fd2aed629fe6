import type { SessionUser } from '@foyer/core';
import type { SessionBroadcast } from './cross-tab.js';

function looksLikeUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && 'did' in value && typeof value.did === 'string';
}

/** Channel data is untyped at runtime: accept only the two shapes Foyer sends. */
export function parseSessionBroadcast(data: unknown): SessionBroadcast | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'cleared') return { type: 'cleared' };
  if (data.type === 'refreshed' && 'user' in data && looksLikeUser(data.user)) return { type: 'refreshed', user: data.user };
  return null;
}
