#!/usr/bin/env node
import { ConfigError, loadConfig } from './config/load-config.js';
import { serveFoyer } from './serve-foyer.js';

const USAGE = 'Usage: foyer start\n\nConfiguration: foyer.config.json (or FOYER_CONFIG) and FOYER_* environment variables.';

async function start(): Promise<void> {
  const config = loadConfig();
  const served = await serveFoyer(config);
  console.log(`Foyer is running at ${config.appUrl}`);
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping Foyer`);
    served.close().catch((error: unknown) => {
      console.error('Foyer did not stop cleanly', error);
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const [command] = process.argv.slice(2);
if (command === 'start') {
  start().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  });
} else {
  console.error(USAGE);
  process.exitCode = 1;
}
