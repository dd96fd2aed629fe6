/** Generated requests per route family: each fuzz file sends this many, one per fast-check run. */
export const FUZZ_RUNS = 10_000;

/** Time a family's runs may take on a loaded 2-core machine; they take a few seconds on a quiet one. */
export const FUZZ_TIMEOUT_MS = 240_000;
