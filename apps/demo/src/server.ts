import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startSpaceProvider } from '@foyer/space';
import { ConfigError, loadConfig } from '@foyer/server';
import { memberEnv, memberSteps, wantsMember } from './member-mode.js';
import { spacePort } from './space-port.js';
import { startDemo } from './start-demo.js';

const demos: { close(): Promise<void> }[] = [];
const closeAll = () => Promise.all(demos.map((running) => running.close()));

try {
  // DID Spaces (issue 15): the reference space provider beside the demo, which Foyer accepts unless told otherwise.
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  // The demo's apps run on this machine: in development the provider may call them, as Foyer may.
  const allowPrivateOutbound = config.allowPrivateOutbound ?? config.mode === 'development';
  const space = await startSpaceProvider({ port: spacePort(process.env, config.port), dataFile: join(config.dataDir, 'spaces.json'), allowPrivateOutbound });
  demos.push(space);
  const demo = await startDemo({ env: { FOYER_SPACE_PROVIDERS: space.url, ...process.env } });
  demos.push(demo);
  console.log(`Foyer demo is running at ${demo.url}`);
  console.log(`Notes, the demo app that signs in with Foyer, is running at ${demo.rpUrl}`);
  console.log(`The reference DID Space provider is running at ${space.url}`);
  if (wantsMember(process.argv.slice(2), process.env)) {
    const member = await startDemo({ env: memberEnv(process.env, config) });
    demos.push(member);
    console.log(memberSteps(demo.url, member.url).join('\n'));
  }
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping the Foyer demo`);
    closeAll().catch((error: unknown) => {
      console.error('The Foyer demo did not stop cleanly', error);
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
  // A member that failed to start leaves no master running alone.
  await closeAll();
}
