/** What `foyer` accepts, printed with every usage error. */
export const USAGE = `Usage:
  foyer start
  foyer oauth-client add --name <name> --redirect-uri <uri> [--redirect-uri <uri> …] [--post-logout-redirect-uri <uri> …] [--public]
  foyer oauth-client list

Configuration: foyer.config.json (or FOYER_CONFIG) and FOYER_* environment variables.`;

/** Bad arguments: the CLI prints the message and the usage, and exits 1 without a stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}
