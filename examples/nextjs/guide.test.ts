import { describe, expect, it } from 'vitest';
import { guideParts, readRepoFile } from '../shared/guide-check.js';

describe('docs/add-foyer/nextjs.md', () => {
  it('has fewer than 15 steps, and each file it shows is the example app file, as the example test runs it', async () => {
    const { steps, blocks } = guideParts(await readRepoFile('docs/add-foyer/nextjs.md'));
    expect(steps).toBeGreaterThan(5);
    expect(steps).toBeLessThan(15);
    expect(blocks.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['examples/nextjs/lib/foyer.ts', 'examples/nextjs/middleware.ts', 'examples/nextjs/app/home-page.tsx', 'examples/nextjs/app/api/admin/route.ts']),
    );
    for (const { file, code } of blocks) expect(code, file).toBe(await readRepoFile(file));
  });
});
