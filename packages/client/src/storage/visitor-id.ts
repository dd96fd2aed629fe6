import { COOKIE_TTL, STORAGE_KEYS } from '@foyer/core';
import { localStore } from './local-store.js';
import { readCookie } from './read-cookie.js';
import { writeCookie } from './write-cookie.js';

/** The visitor id: cookie first, local storage as fallback, a new UUID when neither has one; kept in both. */
export function getVisitorId(): string {
  const fromCookie = readCookie(STORAGE_KEYS.visitorId);
  const fromLocal = localStore.get(STORAGE_KEYS.visitorId);
  const visitorId = fromCookie ?? fromLocal ?? crypto.randomUUID();
  if (fromCookie !== visitorId) writeCookie(STORAGE_KEYS.visitorId, visitorId, COOKIE_TTL.visitorIdMs);
  if (fromLocal !== visitorId) localStore.set(STORAGE_KEYS.visitorId, visitorId);
  return visitorId;
}
