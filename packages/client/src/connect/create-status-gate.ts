export interface StatusGateOptions {
  minSpacingMs: number;
  /** One status request; the gate never runs two at a time. */
  run: () => Promise<void>;
  now?: () => number;
}

export interface StatusGate {
  /** Asks for a status request: now, or once the spacing allows; ignored while one is in flight or already due. */
  request(): void;
  /** Drops a request waiting for the spacing. */
  clear(): void;
}

/**
 * Funnels every trigger (poll tick, tab visible, relay event) into status requests that are never closer
 * than minSpacingMs apart (SPEC §9) and never overlap.
 */
export function createStatusGate({ minSpacingMs, run, now = Date.now }: StatusGateOptions): StatusGate {
  let lastStart = Number.NEGATIVE_INFINITY;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function fire(): void {
    timer = undefined;
    if (inFlight) return;
    inFlight = true;
    lastStart = now();
    void run()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  }

  return {
    request() {
      if (inFlight || timer !== undefined) return;
      const wait = lastStart + minSpacingMs - now();
      if (wait > 0) timer = setTimeout(fire, wait);
      else fire();
    },
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
