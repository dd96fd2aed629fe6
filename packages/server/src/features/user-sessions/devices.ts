import { COOKIE_TTL, FoyerError, SERVICE_PREFIX } from '@foyer/core';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { BoundedCache } from '../../cache/bounded-cache.js';
import type { AppEnv } from '../../http/app-env.js';
import type { Store } from '../../store/types.js';
import { mintRefreshToken, parseRefreshToken, secretMatches } from '../../tokens/refresh-token.js';

/** HttpOnly cookie `<device id>.<secret>`: the secret is 256 random bits, of which the store keeps only a SHA-256. */
export const DEVICE_COOKIE = 'foyer-device';

export interface Devices {
  /** The device the request proves with its cookie; null without a cookie, for an unknown device or a wrong secret. */
  current(c: Context<AppEnv>): Promise<string | null>;
  /**
   * Binds a session that has no device yet to the request's, making one (and setting its cookie) when the request proves
   * none; only the visitor the session was issued to may, and a request naming no visitor binds nothing.
   */
  claim(c: Context<AppEnv>, sessionId: string): Promise<void>;
}

export function createDevices(store: Store, { appUrl }: { appUrl: string }): Devices {
  const secure = new URL(appUrl).protocol === 'https:';
  // A binding never changes, so an instance asks the store about each session once.
  const bound = new BoundedCache<string, true>(10_000);

  async function current(c: Context<AppEnv>): Promise<string | null> {
    const parsed = parseRefreshToken(getCookie(c, DEVICE_COOKIE) ?? '');
    const device = parsed && (await store.devices.findById(parsed.id));
    return device && secretMatches(parsed.secret, device.secretHash) ? device.id : null;
  }

  async function register(c: Context<AppEnv>): Promise<string> {
    const { id, token, secretHash } = mintRefreshToken();
    await store.devices.create({ id, secretHash, createdAt: Date.now() });
    // No script reads it, no other site's fetch or form post carries it, and only Foyer's own paths receive it.
    setCookie(c, DEVICE_COOKIE, token, { path: SERVICE_PREFIX, httpOnly: true, sameSite: 'Lax', secure, maxAge: COOKIE_TTL.visitorIdMs / 1000 });
    return id;
  }

  return {
    current,
    async claim(c, sessionId) {
      const { visitorId } = c.var.client;
      // A request naming no visitor binds nothing, so it need not ask the store (a bearer API client, every check).
      if (!visitorId || bound.get(sessionId)) return;
      if (!(await store.devices.findDeviceOfSession(sessionId))) {
        // Whoever got hold of a fresh token first must not save the session on their own device.
        if ((await store.userSessions.findById(sessionId))?.visitorId !== visitorId) throw new FoyerError('invalidToken');
        await store.devices.bindSession(sessionId, (await current(c)) ?? (await register(c)), Date.now());
      }
      bound.set(sessionId, true);
    },
  };
}
