import { randomUUID } from 'node:crypto';

// Short and plain, so a forged header can neither bloat nor break a log line or a downstream header.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's (or the load balancer's) `x-request-id` when it is a short safe token, else a fresh UUID. */
export const requestIdFrom = (incoming: string | undefined): string =>
  incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
