import type { CatalogueEntry } from './catalogue-entry.js';

/** Messages only the server raises: a browser shows them from the response's `error` text, never by code. */
export const SERVER_CATALOGUE = {} as const satisfies Record<string, CatalogueEntry>;
