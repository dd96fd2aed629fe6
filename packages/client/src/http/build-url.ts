import type { QueryValue } from './types.js';

/** Joins by string, not `new URL(path, base)`, so a base URL with a path prefix keeps it. */
export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryString ? `${path.includes('?') ? '&' : '?'}${queryString}` : ''}`;
}
