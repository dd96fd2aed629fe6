import { afterAll, beforeAll } from 'vitest';
import { startSpaceProvider, type RunningSpaceProvider } from '../../../packages/space/src/index.js';
import { freePort } from './free-port.js';

export interface SpaceProviderStand {
  /** Known before the provider starts, so the demo's FOYER_SPACE_PROVIDERS can name it. */
  url: string;
  running(): RunningSpaceProvider;
}

/** The reference DID Space provider on a port chosen now, started before the file's tests and stopped after them. */
export async function useSpaceProvider(): Promise<SpaceProviderStand> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let running: RunningSpaceProvider | undefined;
  beforeAll(async () => {
    // The apps it confirms run on this machine too.
    running = await startSpaceProvider({ port, publicUrl: url, allowPrivateOutbound: true });
  });
  afterAll(async () => {
    await running?.close();
  });
  return {
    url,
    running() {
      if (!running) throw new Error('The space provider did not start');
      return running;
    },
  };
}
