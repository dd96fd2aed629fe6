import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import type { CliIo } from './cli-io.js';
import { runCli } from './run-cli.js';

/** A temporary folder and the CLI run in it with the given FOYER_* variables, recording what it prints. */
export interface CliHarness {
  dir: string;
  out: string[];
  err: string[];
  io: CliIo;
  run(...argv: string[]): Promise<number>;
  cleanup(): Promise<void>;
}

export async function cliHarness(env: Record<string, string | undefined> = {}): Promise<CliHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-cli-'));
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    config: () => loadConfig({ env: { FOYER_DATA_DIR: dir, FOYER_APP_URL: 'https://id.example', ...env }, cwd: dir }),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    cwd: dir,
  };
  return { dir, out, err, io, run: (...argv) => runCli(argv, io), cleanup: () => rm(dir, { recursive: true, force: true }) };
}
