const CONFIGURATION = 'Configuration: foyer.config.json (or FOYER_CONFIG) and FOYER_* environment variables.';

/** Each command's own help, answered by `foyer <command> --help`. */
export const COMMAND_USAGE = {
  init: `foyer init [--dir <folder>] [--force]
  Writes foyer.config.json (every setting, commented) into the folder (default: the current one).
  Refuses to overwrite an existing file unless --force.`,
  start: `foyer start
  Serves Foyer until SIGINT or SIGTERM.`,
  migrate: `foyer migrate
  Brings the configured database (FOYER_DATABASE_URL, else <dataDir>/foyer.db) to the latest schema and names what it applied.`,
  doctor: `foyer doctor
  Checks the configuration, the database and its migrations, Redis, SMTP, the app key and the clock; one line each.
  Exits 1 when any check fails.`,
  invite: `foyer invite --role <role> [--title <title>]
  Prints a one-time link that hands out a passport for <role> (owner, admin, member, guest or ci), issued as the app's owner.`,
  'oauth-client create': `foyer oauth-client create --name <name> --redirect-uri <uri> [--redirect-uri <uri> …] [--post-logout-redirect-uri <uri> …] [--public]
  Registers an OAuth/OIDC client and prints its registration (the secret is shown only this once). Alias: oauth-client add.`,
  'oauth-client list': `foyer oauth-client list
  Prints every registered client, without secrets.`,
  'oauth-client delete': `foyer oauth-client delete <client_id>
  Deletes the client and every grant and token it holds.`,
  'keys rotate': `foyer keys rotate
  Makes new keys current for signing session tokens (Ed25519) and ID tokens (RSA); the app key and DID stay. The old
  keys stay in the JWKS and keep verifying until what they signed has expired (the longer of sessionTokenTtlMs and the
  ID-token lifetime, a day). Running instances verify the new keys' tokens at once (they reread the store) and sign
  with them after a restart.`,
} as const;

export type CommandName = keyof typeof COMMAND_USAGE;

/** A command's help text: its usage line and what it does. */
export const usageOf = (command: CommandName) => `Usage:\n  ${COMMAND_USAGE[command]}\n\n${CONFIGURATION}`;

/** What `foyer` accepts, printed with `foyer --help` and an unknown command. */
export const USAGE = `Usage:
${Object.values(COMMAND_USAGE)
  .map((text) => `  ${text.split('\n')[0]}`)
  .join('\n')}
  foyer <command> --help

${CONFIGURATION}`;

/** Bad arguments: the CLI prints the message and the usage, and exits 1 without a stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly command?: CommandName,
  ) {
    super(message);
  }
}

/** An expected failure (a database away, a missing owner): one line naming the fix, exit 1, no stack. */
export class CliError extends Error {
  override name = 'CliError';
}
