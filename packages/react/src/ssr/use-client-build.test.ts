// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The package's own build (vite.config.ts), kept in memory. */
async function buildPackage(): Promise<Rolldown.OutputChunk[]> {
  const result = await build({ root, configFile: `${root}/vite.config.ts`, logLevel: 'silent', build: { write: false } });
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || !('output' in output)) throw new Error('vite build gave no output');
  return output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

describe('the built @foyer/react for React Server Components (Next.js App Router)', () => {
  it('starts the entries apps import with "use client", and leaves the stylesheet-only ui entry as it is', async () => {
    const chunks = await buildPackage();
    const entry = (fileName: string) => chunks.find((chunk) => chunk.isEntry && chunk.fileName === fileName)?.code ?? '';
    expect(entry('index.js').startsWith(`'use client';\n`)).toBe(true);
    expect(entry('gallery.js').startsWith(`'use client';\n`)).toBe(true);
    // Each module imports its own stylesheet, so the entry (re-exports only) loads no CSS an app does not use.
    expect(entry('index.js')).not.toContain('.css');
    expect(entry('ui.js')).not.toContain('use client');
    // No lazy chunk repeats it: the entry already makes everything it loads client code.
    expect(chunks.filter((chunk) => !chunk.isEntry && chunk.code.includes(`'use client'`))).toEqual([]);
  });

  it("looks React's newer hooks up at run time, as Radix means to, so Next.js 15's webpack (its React has no useEffectEvent) links it", async () => {
    const chunks = await buildPackage();
    const code = chunks.map((chunk) => chunk.code).join('\n');
    expect(code).toContain('"useEffectEvent")');
    expect(code).not.toMatch(/[\w$]\.useEffectEvent\b/);
  });
});
