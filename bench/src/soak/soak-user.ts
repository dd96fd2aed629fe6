import { asVisitor, BROWSER_HEADERS } from '../bench-origin.js';

const ANSWER_WITHIN_MS = 10_000;

/** A signed-in virtual user: the tokens it holds now and the address it comes from, as one browser would. */
export interface SoakUser {
  id: string;
  method: 'email' | 'wallet';
  sessionToken: string;
  refreshToken: string;
  visitor: Record<string, string>;
}

/** An answer the soak did not expect: `lost` when a session that should be valid was refused, else an error. */
export class Unexpected extends Error {
  constructor(
    readonly lost: boolean,
    message: string,
  ) {
    super(message);
  }
}

/** A page's request from `visitor` to the front, as JSON, with the CSRF pair and, when given, a bearer token. */
export function send(front: string, path: string, visitor: Record<string, string>, init: { method?: string; bearer?: string; json?: object } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...BROWSER_HEADERS, ...visitor };
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (init.json) headers['content-type'] = 'application/json';
  // A request that never answers counts as an error instead of stalling the end of the soak.
  return fetch(`${front}${path}`, { method: init.method ?? 'GET', headers, body: init.json ? JSON.stringify(init.json) : undefined, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
}

/** Throws an error naming the step and the answer unless `response` has `status`; reads the body either way. */
export async function expectStatus(response: Response, status: number, step: string): Promise<string> {
  const body = await response.text();
  if (response.status !== status) throw new Unexpected(false, `${step} answered ${response.status} (expected ${status}): ${body.slice(0, 200)}`);
  return body;
}

export const newVisitor = asVisitor;
