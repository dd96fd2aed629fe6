import { ConfigError, loadConfig } from '@foyer/server';
import { memberEnv, memberSteps, wantsMember } from './member-mode.js';
import { startDemo, type RunningDemo } from './start-demo.js';

const demos: RunningDemo[] = [];
const closeAll = () => Promise.all(demos.map((running) => running.close()));

try {
  const demo = await startDemo();
  demos.push(demo);
  console.log(`Foyer demo is running at ${demo.url}`);
  console.log(`Notes, the demo app that signs in with Foyer, is running at ${demo.rpUrl}`);
  if (wantsMember(process.argv.slice(2), process.env)) {
    const member = await startDemo({ env: memberEnv(process.env, loadConfig()) });
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
