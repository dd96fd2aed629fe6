import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
// Joined as text: a URL would decode the %5F of the metadata script's folder name.
const read = (file: string) => readFile(path.join(repo, file), 'utf8');

/** The guide's code blocks that name their file (```ts file=examples/…), without the list item's indentation. */
function fileBlocks(markdown: string): { file: string; code: string }[] {
  const blocks: { file: string; code: string }[] = [];
  const pattern = /^( *)```\w+ file=(\S+)\n([\s\S]*?)^\1```$/gm;
  for (const [, indent = '', file = '', body = ''] of markdown.matchAll(pattern)) {
    const code = body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n');
    blocks.push({ file, code });
  }
  return blocks;
}

describe('docs/add-foyer/nextjs.md', () => {
  it('has fewer than 15 steps, and each file it shows is the example app file, as the example test runs it', async () => {
    const guide = await read('docs/add-foyer/nextjs.md');
    const steps = guide.match(/^\d+\. /gm) ?? [];
    expect(steps.length).toBeGreaterThan(5);
    expect(steps.length).toBeLessThan(15);
    const blocks = fileBlocks(guide);
    expect(blocks.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['examples/nextjs/lib/foyer.ts', 'examples/nextjs/middleware.ts', 'examples/nextjs/app/home-page.tsx', 'examples/nextjs/app/api/admin/route.ts']),
    );
    for (const { file, code } of blocks) expect(code, file).toBe(await read(file));
  });
});
