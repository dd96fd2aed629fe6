import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AUTH_SERVICE_PREFIX, PATHS, SERVER_PATHS } from '@foyer/core';

const CLIENT_SRC = join(import.meta.dirname, '../../../../../client/src');

/** What @foyer/client's source asks of the server, as "METHOD /path" → the file that asks it. */
export interface ClientCalls {
  /** Each `request(X_PATHS.key, { method })` and `request(connectPath(action, 'step'))`. */
  requests: Map<string, string>;
  /** Each page it opens (popup, frame, redirect): GET, with `/${…}` segments as `{}` path parameters. */
  pages: Map<string, string>;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.parentPath.includes('test-support')).map((entry) => join(entry.parentPath, entry.name));
}

/** Reads @foyer/client's source and resolves the path constants it names (`PATHS`, `SERVER_PATHS`, the client's `*-paths.ts`). */
export async function clientCalls(): Promise<ClientCalls> {
  const files = await sourceFiles(CLIENT_SRC);
  // The path constants the client calls, by the names its source uses: core's and the client's own *_PATHS.
  const constants: Record<string, Record<string, string>> = { PATHS, SERVER_PATHS };
  for (const file of files.filter((name) => name.endsWith('-paths.ts'))) Object.assign(constants, await import(pathToFileURL(file).href));
  const requests = new Map<string, string>();
  const pages = new Map<string, string>();
  const call = /\(\s*(?:([A-Z_]*PATHS)\.(\w+)|connectPath\([^,]+,\s*'(\w+)'\))\s*(?:,\s*\{([^}]*))?/g;
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const name = file.slice(CLIENT_SRC.length + 1);
    for (const [, group, key, step, options] of text.matchAll(call)) {
      // A connect step is one path per action; `login` is the action every app has.
      const path = step ? `${AUTH_SERVICE_PREFIX}/login/${step}` : constants[group!]?.[key!];
      if (!path) throw new Error(`${file}: unknown path constant ${group}.${key}`);
      const method = options?.match(/method:\s*'(\w+)'/)?.[1] ?? 'GET';
      requests.set(`${method} ${path}`, name);
    }
    for (const [, group, key, rest] of text.matchAll(/`[^`]*\$\{([A-Z_]*PATHS)\.(\w+)\}((?:\/(?:\$\{[^}]*\}|[\w-]+))*)/g)) {
      // A DID Spaces provider's page, on the provider's origin: not a Foyer route.
      if (key === 'connectToDidSpace') continue;
      const path = constants[group!]?.[key!];
      if (!path) throw new Error(`${file}: unknown path constant ${group}.${key}`);
      pages.set(`GET ${path}${rest!.replace(/\$\{[^}]*\}/g, '{}')}`, name);
    }
  }
  return { requests, pages };
}
