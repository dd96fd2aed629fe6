// Node's socket errors when the database host refuses, drops or never answers a connection.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL SQLSTATEs of a server going away or not yet back: class 08 (connection exception), admin shutdown, crash shutdown, starting up.
const POSTGRES_STATES = /^(08\w{3}|57P01|57P02|57P03)$/;
// node-postgres says these in words only, with no code: a connection cut mid-query, or no connection within connectionTimeoutMillis.
const PG_MESSAGES = /^Connection terminated|^timeout exceeded when trying to connect/;

const MAX_CAUSES = 5;

/** Whether `error`, or what caused it, says the database cannot be reached right now, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_STATES.test(code))) return true;
    if (PG_MESSAGES.test(current.message)) return true;
    // An AggregateError: connecting to localhost tries each of its addresses and fails with all of them.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}
