import type { OAuthLoginResult } from '@foyer/client';

/** One popup round of an OAuth sign-in, started within a click: the popup (none when blocked) and its outcome. */
export interface OAuthAttempt {
  popup?: Window;
  result: Promise<OAuthLoginResult>;
}

/** The step's `started` prop is its method's own `start` result, or absent when picked without a click. */
export function isOAuthAttempt(started: unknown): started is OAuthAttempt {
  return typeof started === 'object' && started !== null && (started as { result?: unknown }).result instanceof Promise;
}
