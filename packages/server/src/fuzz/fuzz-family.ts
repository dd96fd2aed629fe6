import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../config/config-schema.js';
import { fuzzRequest, type FuzzRequest, type RouteFamily } from './arbitraries.js';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS } from './fuzz-runs.js';
import { startFuzzTarget, type FuzzTarget } from './fuzz-target.js';

/** What no answer may carry: a stack frame, an error's class and message, or a path of the machine or its packages. */
const LEAK = /\/work\/|node_modules|\n\s+at \S|^\s*at \S.*:\d+:\d+|\b[A-Z]\w*Error:|\bError:/m;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Answers of the checks in front of the handlers: CSRF, routing, body size and rate limits.
const GATE_STATUSES = new Set([403, 404, 413, 429]);

/** The tables whose counts or last updates differ between two snapshots. */
function changedTables(before: string, after: string): string {
  const [was, is] = [JSON.parse(before), JSON.parse(after)] as Record<string, string>[];
  return Object.keys(is ?? {})
    .filter((table) => was?.[table] !== is?.[table])
    .map((table) => `${table} ${was?.[table]} → ${is?.[table]}`)
    .join(', ');
}

/**
 * FUZZ_RUNS hostile requests to one family of routes, on Foyer in this process (app.fetch: thousands of requests a
 * second, where a socket per request would take minutes). Each must be answered below 500, without a leak, and a
 * refused one must leave the store as it was.
 */
export function describeFuzz(name: string, family: RouteFamily, config: Partial<FoyerConfig> = {}): void {
  describe(`fuzzing ${name}`, () => {
    let target: FuzzTarget;

    beforeAll(async () => {
      target = await startFuzzTarget(config);
    });

    afterAll(async () => {
      await target?.close();
    });

    it(`answers ${FUZZ_RUNS} hostile requests below 500, without a stack or a path, and refuses them without a trace in the store`, { timeout: FUZZ_TIMEOUT_MS }, async () => {
      let before = target.snapshot();
      let lastAccepted: FuzzRequest | undefined;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fuzzRequest(family, target.credentials), async (request) => {
          const { status, text } = await target.send(request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          expect(status, text).toBeLessThan(500);
          expect(text).not.toMatch(LEAK);
          if (status >= 400) {
            const after = target.snapshot();
            if (after !== before) expect.fail(`${status} ${text}: changed ${changedTables(before, after)} after ${JSON.stringify(lastAccepted)}`);
            return;
          }
          lastAccepted = request;
          // A request that went through may have ended a live session (logout, deleting the user): keep two live.
          if (!SAFE_METHODS.has(request.method)) await target.renewSessions();
          before = target.snapshot();
        }),
        // Foyer keeps state between runs, so a failure is reported as it happened rather than shrunk against a changed store.
        { numRuns: FUZZ_RUNS, endOnFailure: true },
      );
      // The runs reached the handlers, not only the gates in front of them (CSRF, routing, body size, rate limits).
      const pastTheGates = [...statuses].filter(([status]) => !GATE_STATUSES.has(status)).reduce((sum, [, count]) => sum + count, 0);
      expect(pastTheGates, JSON.stringify([...statuses])).toBeGreaterThan(FUZZ_RUNS / 10);
    });
  });
}
