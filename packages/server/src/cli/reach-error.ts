/** The system error code of a failed connection (ECONNREFUSED, ENOTFOUND…), looking through AggregateError and causes. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  if (error instanceof AggregateError) for (const inner of error.errors) if (errorCode(inner)) return errorCode(inner);
  return errorCode(error.cause);
}

const NETWORK_CODE = /\b(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ECONNRESET|EAI_AGAIN|EACCES)\b/;

/** One short reason: a network error code when there is one (nodemailer wraps it as ESOCKET), else the first line of the message. */
export function reason(error: unknown): string {
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  const code = errorCode(error);
  const network = NETWORK_CODE.exec(code ?? '')?.[1] ?? NETWORK_CODE.exec(message)?.[1];
  if (network) return network;
  if (code && !message.includes(code)) return `${code}: ${message}`;
  return message || code || 'unknown error';
}

/** Where a URL points, without its credentials: host:port. */
export function hostPort(url: string, defaultPort: number): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || defaultPort}`;
}

/** What to tell someone whose database did not answer, naming the setting to check. */
export function databaseProblem(engine: 'sqlite' | 'postgres', location: string, error: unknown): string {
  if (engine === 'postgres') return `cannot reach PostgreSQL at ${location} (${reason(error)}): is it running? check FOYER_DATABASE_URL`;
  return `cannot open the SQLite database ${location} (${reason(error)}): check FOYER_DATABASE_URL or FOYER_DATA_DIR and that the folder is writable`;
}
