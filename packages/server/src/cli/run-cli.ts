import { ConfigError } from '../config/load-config.js';
import { ClientRegistrationError } from '../features/oidc/register-client.js';
import { doctor } from './doctor.js';
import { init } from './init.js';
import { invite } from './invite.js';
import { keysRotate } from './keys-rotate.js';
import { migrate } from './migrate.js';
import { oauthClientAdd } from './oauth-client-add.js';
import { oauthClientDelete } from './oauth-client-delete.js';
import { oauthClientList } from './oauth-client-list.js';
import { start } from './start.js';
import type { CliIo } from './cli-io.js';
import { CliError, COMMAND_USAGE, USAGE, usageOf, UsageError, type CommandName } from './usage.js';

const json = (value: unknown) => JSON.stringify(value, null, 2);

type Command = (args: string[], io: CliIo) => Promise<void>;

const noArguments = (name: CommandName, args: string[]) => {
  if (args.length > 0) throw new UsageError(`unexpected argument: ${args[0]}`, name);
};

const COMMANDS: Record<CommandName, Command> = {
  init: async (args, io) => init(args, io),
  start: async (args, io) => {
    noArguments('start', args);
    await start(io.config());
  },
  migrate: async (args, io) => {
    noArguments('migrate', args);
    await migrate(io.config(), io.out);
  },
  doctor: async (args, io) => {
    noArguments('doctor', args);
    await doctor(io.config, io.out);
  },
  invite: async (args, io) => io.out(await invite(io.config, args)),
  'oauth-client create': async (args, io) => io.out(json(await oauthClientAdd(io.config(), args))),
  'oauth-client list': async (args, io) => {
    noArguments('oauth-client list', args);
    io.out(json(await oauthClientList(io.config())));
  },
  'oauth-client delete': async (args, io) => io.out(await oauthClientDelete(io.config, args)),
  'keys rotate': async (args, io) => {
    noArguments('keys rotate', args);
    io.out(await keysRotate(io.config()));
  },
};

const ALIASES: Record<string, CommandName> = { 'oauth-client add': 'oauth-client create' };

/** The command named by the first one or two words, and the words after it. */
function findCommand(argv: string[]): [CommandName, string[]] | undefined {
  const two = argv.slice(0, 2).join(' ');
  const twoWords = ALIASES[two] ?? (two in COMMAND_USAGE ? (two as CommandName) : undefined);
  if (twoWords) return [twoWords, argv.slice(2)];
  const one = argv[0] ?? '';
  if (one in COMMAND_USAGE) return [one as CommandName, argv.slice(1)];
  return undefined;
}

async function dispatch(argv: string[], io: CliIo): Promise<void> {
  if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help')) return io.out(USAGE);
  const found = findCommand(argv);
  if (!found) {
    const [command, sub] = argv;
    throw new UsageError(command ? `unknown command: ${[command, sub].filter(Boolean).join(' ')}` : 'no command given');
  }
  const [name, args] = found;
  if (args.includes('--help') || args.includes('-h')) return io.out(usageOf(name));
  await COMMANDS[name](args, io);
}

/** Runs one `foyer` command; answers the exit code. Errors the person can act on are printed as one message, not a stack. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    await dispatch(argv, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) io.err(`foyer: ${error.message}\n\n${error.command ? usageOf(error.command) : USAGE}`);
    else if (error instanceof ConfigError) io.err(`foyer: ${error.message}\nFix the setting named above in foyer.config.json or its FOYER_* variable.`);
    else if (error instanceof CliError || error instanceof ClientRegistrationError) io.err(`foyer: ${error.message}`);
    else io.err(`foyer: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}
