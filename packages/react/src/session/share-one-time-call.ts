const inFlight = new Map<string, Promise<unknown>>();

/** One-time tokens are spent once even when the startup runs twice at the same time (React StrictMode). */
export function shareOneTimeCall<T>(token: string, call: () => Promise<T>): Promise<T> {
  const pending = (inFlight.get(token) as Promise<T> | undefined) ?? call().finally(() => inFlight.delete(token));
  inFlight.set(token, pending);
  return pending;
}
