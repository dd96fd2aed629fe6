// A parsed JSON object as records hold it; its own module so the per-feature contracts need not import types.ts.

export type Json = Record<string, unknown>;
