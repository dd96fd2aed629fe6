import { BENCH_ORIGIN } from '../bench-origin.js';

/** A visible page's document as far as @foyer/client uses it: cookies (attributes dropped) and visibility listeners. */
function pageDocument() {
  const cookies = new Map<string, string>();
  return {
    visibilityState: 'visible',
    // The tab never hides, so a visibility listener never fires.
    addEventListener() {},
    removeEventListener() {},
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      const [pair = ''] = written.split(';');
      const separator = pair.indexOf('=');
      if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    },
  };
}

/** @foyer/client reads its visitor id and tokens from document.cookie and location, so the bench page gets both in Node. */
export function installPageGlobals(): void {
  Object.assign(globalThis, { document: pageDocument(), location: new URL(BENCH_ORIGIN) });
}
