import { FoyerError } from '@foyer/core';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.js';

// The log says what to set, once per instance; the error tells the caller only that it is refused.
const ADDRESSLESS_FIX =
  'Refusing rate-limited requests whose client address is unknown, rather than counting every caller as one: set FOYER_TRUSTED_PROXIES ' +
  'to the proxies in front of Foyer (loopback for Next.js behind a proxy that sets X-Forwarded-For), or pass the address, ' +
  'e.g. foyerNext(foyer, { clientAddress })';
const told = new WeakSet<Logger>();

/**
 * The limit key of a caller whose address is unknown (no socket, and none handed over by an integration): one shared
 * key in development; in production a refusal, since one shared key would let one caller spend everyone's allowance.
 */
export function addresslessKey(c: Context<AppEnv>): string {
  if (c.var.poolAddressless) return 'unknown';
  if (!told.has(c.var.log)) c.var.log.error(ADDRESSLESS_FIX);
  told.add(c.var.log);
  throw new FoyerError('clientAddressUnknown');
}
