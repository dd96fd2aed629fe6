/** Longer than any connect session should take, even 20 at a time on two cores; past it the bench fails instead of hanging. */
export const SESSION_DEADLINE_MS = 30_000;

/** `promise`, or a rejection naming `what` once `ms` have passed without it settling. */
export function deadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
