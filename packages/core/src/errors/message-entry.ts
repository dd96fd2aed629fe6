import { CATALOGUE, type MessageCode } from './catalogue.js';
import type { CatalogueEntry } from './catalogue-entry.js';

const registered: Partial<Record<MessageCode, CatalogueEntry>> = {};

/** Adds messages a bundle does not carry by default: the server registers SERVER_CATALOGUE, so browsers never download it. */
export function registerMessages(entries: Partial<Record<MessageCode, CatalogueEntry>>): void {
  Object.assign(registered, entries);
}

/** The entry for `code`; an unregistered code reads as the catalogue's generic failure rather than as a bare key. */
export function messageEntry(code: MessageCode): CatalogueEntry {
  return (CATALOGUE as Partial<Record<MessageCode, CatalogueEntry>>)[code] ?? registered[code] ?? CATALOGUE.unknown;
}
