import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_PREFIX } from '@foyer/core';

/** URL prefix of the built pages' files: vite's `base` for `pages/`. */
export const PAGES_BASE = `${SERVICE_PREFIX}/static/`;

// Three folders up is the package root from src/ and dist/ alike.
export const PAGES_DIR = fileURLToPath(new URL('../../../dist/pages/', import.meta.url));

/** The built login page, or null when `pages/` has not been built. */
export function readLoginTemplate(pagesDir: string): string | null {
  const file = join(pagesDir, 'login.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}
