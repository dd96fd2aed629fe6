import { describe, expect, it } from 'vitest';
import { benchModes } from './bench-mode.js';
import { peerFigures } from './peer-figures.js';

// Real servers in child processes (run from the built packages, as `npm run bench` builds them first), each flow for a second.
describe.each(benchModes())('peerFigures in $name mode', (mode) => {
  it('measures every scenario of both peers with no refused request', async () => {
    const figures = await peerFigures(mode, { warmUp: 0.5, duration: 1, rounds: 1 });
    const results = [figures.bare, ...Object.values(figures.foyer), ...Object.values(figures.betterAuth)];
    for (const result of results) {
      expect(result.non2xx).toBe(0);
      expect(result.requestsPerSecond).toBeGreaterThan(0);
    }
  });
});
