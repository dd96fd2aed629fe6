import { UsageError, type CommandName } from './usage.js';

/** Runs node:util's parseArgs; its complaints (an unknown option, a missing value) become a UsageError with the command's usage. */
export function parsed<T>(command: CommandName, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), command);
  }
}
