import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

// Every workspace and the folders of source it runs or tests; the server's and space's stand-alone pages live beside src.
const workspaces: Record<string, string[]> = {
  'packages/core': ['src'],
  'packages/did': ['src'],
  'packages/client': ['src'],
  'packages/server': ['src', 'pages'],
  'packages/react': ['src'],
  'packages/wallet': ['src'],
  'packages/space': ['src', 'page'],
  'apps/demo': ['src'],
  e2e: ['src'],
  bench: ['src'],
};

const nameOf = (workspace: string): string => JSON.parse(readFileSync(`${root}${workspace}/package.json`, 'utf8')).name;

// The root tsconfig covers every folder above and resolves `.js` specifiers to `.ts` files and @foyer/* to their sources.
function compilerOptions(): ts.CompilerOptions {
  const file = ts.readConfigFile(`${root}tsconfig.json`, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(file.config, ts.sys, root).options;
}

// A test file is imported by nothing, so it closes no cycle: leaving test files out halves what madge parses.
function sourceFiles(): string[] {
  const folders = Object.entries(workspaces).flatMap(([workspace, dirs]) => dirs.map((dir) => `${root}${workspace}/${dir}`));
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|e2e)\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`),
  );
}

// Type-only imports are counted too, as a plain `madge --circular` counts them.
async function readGraph(): Promise<{ cycles: string[][]; unresolved: string[] }> {
  const graph = await madge(sourceFiles(), {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: { options: compilerOptions() },
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return { cycles: graph.circular(), unresolved: graph.warnings().skipped.filter((specifier) => !isInlineStylesheet(specifier)) };
}

// Vite's `?inline` hands over a stylesheet's text: madge cannot open the suffixed name, and a stylesheet closes no cycle.
const isInlineStylesheet = (specifier: string) => /\.css\?inline$/.test(specifier);

const startsIn = (workspace: string) => (cycle: string[]) => cycle[0]?.startsWith(`${workspace}/`) ?? false;

describe('import cycles', () => {
  let cycles: string[][];
  let unresolved: string[];

  beforeAll(async () => {
    ({ cycles, unresolved } = await readGraph());
  }, 60_000);

  // An import madge cannot follow would hide the cycles through it.
  it('every import resolves to a file', () => {
    expect(unresolved).toEqual([]);
  });

  it.each(Object.keys(workspaces).map((workspace) => [nameOf(workspace), workspace]))('%s has none', (name, workspace) => {
    expect(cycles.filter(startsIn(workspace)).map((cycle) => cycle.join(' > ')), `import cycles in ${name}`).toEqual([]);
  });

  it('none starts outside the folders above', () => {
    const elsewhere = cycles.filter((cycle) => !Object.keys(workspaces).some((workspace) => startsIn(workspace)(cycle)));
    expect(elsewhere.map((cycle) => cycle.join(' > '))).toEqual([]);
  });
});
