import { CSRF_COOKIE, HEADERS } from '@foyer/core';

/** The app URL the bench server believes it has; requests send it as Origin so CSRF checks pass. */
export const BENCH_ORIGIN = 'http://localhost:3999';
const BENCH_CSRF = 'bench-csrf-token-0123456789abcdef';

/** What a same-origin browser page sends: its origin and the CSRF cookie it was given, echoed in the header. */
export const BROWSER_HEADERS = {
  origin: BENCH_ORIGIN,
  cookie: `${CSRF_COOKIE}=${BENCH_CSRF}`,
  [HEADERS.csrfToken]: BENCH_CSRF,
};

const octet = () => Math.floor(Math.random() * 256);

/**
 * What a load balancer adds for one of many visitors: the bench servers trust loopback as their proxy, so each page and
 * wallet is its own caller and the per-address request limits count them apart, as they would count real visitors.
 */
export const asVisitor = () => ({ [HEADERS.forwardedFor]: `10.${octet()}.${octet()}.${octet()}` });

/** Where a phone reaches the server: links carry the configured app URL, not the port the bench server bound. */
export const reach = (serverUrl: string, url: string) => url.replace(BENCH_ORIGIN, serverUrl);
