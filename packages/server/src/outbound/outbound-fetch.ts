import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { literalAddress } from './literal-address.js';
import { OutboundRefusedError } from './outbound-refused-error.js';
import { isPublicAddress } from './public-address.js';
import { publicOnlyLookup } from './public-only-lookup.js';

/** fetch for requests the server makes to a URL another party named; refuses with OutboundRefusedError. */
export type OutboundFetch = (url: string, init?: RequestInit & { timeoutMs?: number }) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 5000;

/** The refusal behind undici's `TypeError: fetch failed`, when the guard's lookup is what failed. */
const refusalIn = (error: unknown): OutboundRefusedError | undefined =>
  error instanceof Error && error.cause instanceof OutboundRefusedError ? error.cause : undefined;

/**
 * The one guard for outbound requests (federation, space providers, webhooks): http(s) only, redirects never followed,
 * a timeout; unless `allowPrivate` (local demos and tests), only public unicast targets, judged before any connection.
 */
export function createOutboundFetch({ allowPrivate }: { allowPrivate: boolean }): OutboundFetch {
  const dispatcher = new Agent(allowPrivate ? {} : { connect: { lookup: publicOnlyLookup } });
  return async (url, { timeoutMs = DEFAULT_TIMEOUT_MS, signal, ...init } = {}) => {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new OutboundRefusedError(target.hostname, `is named by a ${target.protocol} URL, not http or https`);
    // A literal address is connected to without any lookup, so it is judged here.
    const literal = literalAddress(target.hostname);
    if (!allowPrivate && literal && !isPublicAddress(literal)) throw new OutboundRefusedError(target.hostname);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await undiciFetch(target, {
        ...(init as UndiciRequestInit),
        // A redirect would lead past the origin the caller chose, and past the check of its address.
        redirect: 'error',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        dispatcher,
      });
      return response as unknown as Response;
    } catch (error) {
      throw refusalIn(error) ?? error;
    }
  };
}
