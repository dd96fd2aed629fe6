import { FoyerError } from '@foyer/core';
import { HttpError } from './http-error.js';

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch (error) {
    if (response.ok) throw new FoyerError('invalidResponse', { cause: error });
    return raw;
  }
}

/** One fetch with its own timeout, every failure turned into the FoyerError of SPEC §8. */
export async function sendOnce(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<unknown> {
  if (signal?.aborted) throw new FoyerError('requestAborted');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    const body = await readBody(response);
    if (!response.ok) throw new HttpError(response.status, body);
    return body;
  } catch (error) {
    if (error instanceof FoyerError) throw error;
    if (timedOut) throw new FoyerError('requestTimeout', { params: { ms: timeoutMs }, cause: error });
    if (signal?.aborted) throw new FoyerError('requestAborted', { cause: error });
    throw new FoyerError('networkError', { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
