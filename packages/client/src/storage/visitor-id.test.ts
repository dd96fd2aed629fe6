import { STORAGE_KEYS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { readCookie } from './read-cookie.js';
import { getVisitorId } from './visitor-id.js';

beforeEach(resetBrowserStorage);
afterEach(() => vi.restoreAllMocks());

describe('getVisitorId', () => {
  it('generates a UUID once and keeps it in the vid cookie for 365 days and in local storage', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    const visitorId = getVisitorId();
    expect(visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(setCookie).toHaveBeenCalledWith(`vid=${visitorId}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(localStorage.getItem(STORAGE_KEYS.visitorId)).toBe(visitorId);
    expect(getVisitorId()).toBe(visitorId);
    expect(setCookie).toHaveBeenCalledTimes(1);
  });

  it('prefers the cookie over local storage', () => {
    document.cookie = 'vid=from-cookie; Path=/';
    localStorage.setItem(STORAGE_KEYS.visitorId, 'from-local');
    expect(getVisitorId()).toBe('from-cookie');
    expect(localStorage.getItem(STORAGE_KEYS.visitorId)).toBe('from-cookie');
  });

  it('falls back to local storage and restores the cookie from it', () => {
    localStorage.setItem(STORAGE_KEYS.visitorId, 'from-local');
    expect(getVisitorId()).toBe('from-local');
    expect(readCookie(STORAGE_KEYS.visitorId)).toBe('from-local');
  });

  it('still answers when cookies are refused', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    const visitorId = getVisitorId();
    expect(getVisitorId()).toBe(visitorId);
  });
});
