import { ConfigError } from '@foyer/server';
import { startDemo } from './start-demo.js';

try {
  const demo = await startDemo();
  console.log(`Foyer demo is running at ${demo.url}`);
  console.log(`Notes, the demo app that signs in with Foyer, is running at ${demo.rpUrl}`);
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping the Foyer demo`);
    demo.close().catch((error: unknown) => {
      console.error('The Foyer demo did not stop cleanly', error);
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
