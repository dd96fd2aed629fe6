// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { build, defaultClientConditions, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

const BUDGET_BYTES = 25 * 1024;
const ENTRY_ID = 'virtual:size-budget-entry';
const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = path.resolve(PACKAGE_ROOT, '../..');
const DIST_ENTRY = path.join(PACKAGE_ROOT, 'dist/index.js');

/** What a host app writes: the provider and the button, nothing else. */
const ENTRY_CODE = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectButton, SessionProvider } from '@foyer/react';
createRoot(document.getElementById('root')).render(createElement(SessionProvider, null, createElement(ConnectButton)));
`;

function appEntry(): Plugin {
  return {
    name: 'size-budget-entry',
    resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
    load: (id) => (id === `\0${ENTRY_ID}` ? ENTRY_CODE : undefined),
  };
}

/** The host app built with Vite; `conditions` pick the Foyer packages' sources ('source') or what npm installs (their dist). */
async function buildApp(conditions: string[]): Promise<(Rolldown.OutputChunk | Rolldown.OutputAsset)[]> {
  const result = await build({
    configFile: false,
    root: PACKAGE_ROOT,
    logLevel: 'silent',
    plugins: [react(), appEntry()],
    resolve: { conditions },
    build: {
      write: false,
      minify: true,
      rolldownOptions: { input: ENTRY_ID, external: [/^react(\/|$)/, /^react-dom(\/|$)/] },
    },
  });
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || !('output' in output)) throw new Error('vite build gave no output');
  return output.output;
}

const gz = (source: string | Uint8Array) => gzipSync(source).length;

/** What the app loads up front, then on opening the connect dialog, then on choosing e-mail, with a line per eager file. */
function measure(files: (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) {
  const chunks = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const chunkOf = (fileName: string) => chunks.find((chunk) => chunk.fileName === fileName);

  /** A chunk with everything it imports statically, and the CSS they need. */
  function closure(root: Rolldown.OutputChunk): Set<string> {
    const seen = new Set<string>();
    const visit = (chunk: Rolldown.OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
      chunk.imports.map(chunkOf).forEach((next) => next && visit(next));
    };
    visit(root);
    return seen;
  }
  const gzOf = (fileNames: Iterable<string>) =>
    [...fileNames].reduce((sum, fileName) => {
      const file = byName.get(fileName);
      return sum + (file ? gz(file.type === 'chunk' ? file.code : file.source) : 0);
    }, 0);
  const lazyPart = (moduleName: string, loaded: Set<string>) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.includes(moduleName)));
    if (!chunk) throw new Error(`no chunk holds ${moduleName}`);
    return { chunk, files: [...closure(chunk)].filter((fileName) => !loaded.has(fileName)) };
  };

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk');
  const initial = closure(entry);
  const dialog = lazyPart('connect-dialog-view', initial);
  const email = lazyPart('email-step', new Set([...initial, ...dialog.files]));
  const css = [...initial].filter((fileName) => fileName.endsWith('.css'));
  const sizes = {
    entry: gzOf(initial),
    entryJs: gzOf([...initial].filter((fileName) => !fileName.endsWith('.css'))),
    entryCss: gzOf(css),
    dialog: gzOf(dialog.files),
    email: gzOf(email.files),
  };
  const eagerFiles = [...initial].map((fileName) => `${fileName} ${gzOf([fileName])} B`).join(', ');
  // The largest modules the eager JS holds (minified length before gzip): where to look when the figure grows.
  const eagerModules = [...initial]
    .flatMap((fileName) => Object.entries(chunkOf(fileName)?.modules ?? {}))
    .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
    .slice(0, 8)
    .map(([id, module]) => `${path.relative(REPO_ROOT, id.replace(/\?.*$/, ''))} ${module.renderedLength}`)
    .join(', ');
  const report = `entry ${sizes.entry} B (JS ${sizes.entryJs} B, CSS ${sizes.entryCss} B), dialog ${sizes.dialog} B, email method ${sizes.email} B\n  eager files: ${eagerFiles}\n  largest eager modules: ${eagerModules}`;
  return { chunkOf, initial, dialog, email, sizes, report };
}

/** What both builds must keep: Radix and the dialogs lazy, @foyer/client and the base stylesheet eager. */
function expectLazyDialogs({ chunkOf, initial, dialog, email }: ReturnType<typeof measure>) {
  const initialChunks = [...initial].map(chunkOf).filter((chunk) => chunk !== undefined);
  expect(initialChunks.some((chunk) => chunk.moduleIds.some((id) => id.includes('@radix-ui')))).toBe(false);
  expect(initialChunks.some((chunk) => chunk.moduleIds.some((id) => id.includes('@foyer/client') || id.includes('packages/client')))).toBe(true);
  // Radix is shared by every lazy dialog (quick login, confirm, switch passport), so it loads as a chunk the dialog imports.
  expect(dialog.files.some((fileName) => chunkOf(fileName)?.moduleIds.some((id) => id.includes('@radix-ui/react-dialog')))).toBe(true);
  expect(initial.has(dialog.chunk.fileName) || initial.has(email.chunk.fileName)).toBe(false);
  expect([...initial].some((fileName) => fileName.endsWith('.css'))).toBe(true);
}

describe('size budget', () => {
  it('keeps SessionProvider + ConnectButton (with @foyer/client and @foyer/core) within 25 KB gzipped', async () => {
    const sources = measure(await buildApp(['source', ...defaultClientConditions]));
    console.log(`size budget from sources (gzip): ${sources.report}`);

    expect(sources.sizes.entry).toBeLessThanOrEqual(BUDGET_BYTES);
    expectLazyDialogs(sources);
  });

  it('keeps the same app on the published dist (@foyer/react, @foyer/client, @foyer/core as npm installs them) within it too', async ({ skip }) => {
    skip(!existsSync(DIST_ENTRY), 'packages/react/dist is not built: `npm run build -w @foyer/react` (npm test builds first)');
    const sources = measure(await buildApp(['source', ...defaultClientConditions]));
    const dist = measure(await buildApp([...defaultClientConditions]));
    console.log(`size budget from dist (gzip): ${dist.report}`);

    expect(dist.sizes.entry).toBeLessThanOrEqual(BUDGET_BYTES);
    // The library build adds nothing eager: a module (and its CSS) the app does not reach stays out, as from the sources.
    expect(dist.sizes.entry).toBeLessThanOrEqual(sources.sizes.entry);
    expectLazyDialogs(dist);
  });
});
