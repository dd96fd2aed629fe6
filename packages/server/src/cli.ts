#!/usr/bin/env node
import { loadConfig } from './config/load-config.js';
import { runCli } from './cli/run-cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  config: () => loadConfig(),
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
