import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** A repository file's text, by its path from the repository root (joined as text: a URL would decode a folder's %5F). */
export const readRepoFile = (file: string) => readFile(join(repo, file), 'utf8');

/** The guide's numbered steps and its code blocks that name a file (```ts file=examples/…), without the list item's indentation. */
export function guideParts(markdown: string): { steps: number; blocks: { file: string; code: string }[] } {
  const blocks = [...markdown.matchAll(/^( *)```\w+ file=(\S+)\n([\s\S]*?)^\1```$/gm)].map(([, indent = '', file = '', body = '']) => ({
    file,
    code: body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n'),
  }));
  return { steps: (markdown.match(/^\d+\. /gm) ?? []).length, blocks };
}
