import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from './cli-harness.js';
import { COMMAND_USAGE } from './usage.js';

describe('foyer --help', () => {
  let cli: CliHarness;
  beforeEach(async () => {
    // A broken configuration: --help must answer without reading it.
    cli = await cliHarness({ PORT: 'not-a-port' });
  });
  afterEach(() => cli.cleanup());

  it.each(Object.keys(COMMAND_USAGE))('foyer %s --help prints its own usage and exits 0', async (command) => {
    expect(await cli.run(...command.split(' '), '--help')).toBe(0);
    expect(cli.err).toEqual([]);
    expect(cli.out[0]).toMatch(new RegExp(`^Usage:\\n  foyer ${command}`));
  });

  it('foyer --help lists every command', async () => {
    expect(await cli.run('--help')).toBe(0);
    for (const command of Object.keys(COMMAND_USAGE)) expect(cli.out[0]).toContain(`foyer ${command}`);
  });

  it('oauth-client add stays an alias of create', async () => {
    expect(await cli.run('oauth-client', 'add', '--help')).toBe(0);
    expect(cli.out[0]).toContain('foyer oauth-client create');
  });

  it('a command that needs the configuration names the bad setting and the fix, exit 1', async () => {
    expect(await cli.run('migrate')).toBe(1);
    expect(cli.err[0]).toContain('PORT must be a port number from 0 to 65535, got "not-a-port"');
    expect(cli.err[0]).not.toMatch(/\n\s+at /);
  });
});
