#!/usr/bin/env node
import { createInterface } from 'node:readline/promises';
import { runCli } from './run-cli.js';

async function ask(question: string): Promise<string> {
  // The prompt goes to stderr, so stdout stays the DID and the outcome.
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await lines.question(question);
  } finally {
    lines.close();
  }
}

process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
  ask: process.stdin.isTTY ? ask : undefined,
});
