/** One popup round of a sign-in, started within a click: the popup (none when it could not open) and its outcome. */
export interface PopupAttempt<T> {
  popup?: Window;
  result: Promise<T>;
}

/** The step's `started` prop is its method's own `start` result, or absent when picked without a click. */
export function isPopupAttempt<T>(started: unknown): started is PopupAttempt<T> {
  return typeof started === 'object' && started !== null && (started as { result?: unknown }).result instanceof Promise;
}

/** Runs `open` (which opens the popup and listens for it); a popup that could not open is a rejected result. */
export function startPopupAttempt<T>(open: () => Required<PopupAttempt<T>>): PopupAttempt<T> {
  let attempt: PopupAttempt<T>;
  try {
    attempt = open();
  } catch (error) {
    attempt = { result: Promise.reject(error) };
  }
  // The step may never take the outcome (the visitor went back before it loaded); that is no unhandled failure.
  attempt.result.catch(() => undefined);
  return attempt;
}
