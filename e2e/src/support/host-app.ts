import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Plugin, type Rolldown } from 'vite';

const ENTRY_ID = 'virtual:host-app-entry';

/**
 * A host app's script: frames Foyer with connectFoyerFrame from @foyer/client and keeps what it hears in `window.heard`,
 * the frame's handle in `window.foyerFrame`.
 */
const ENTRY_CODE = `
import { BRIDGE_EVENTS } from '@foyer/core';
import { connectFoyerFrame } from '@foyer/client';
const iframe = document.getElementById('foyer');
window.heard = [];
const handlers = Object.fromEntries(BRIDGE_EVENTS.map((event) => [event, (payload) => window.heard.push({ event, payload })]));
window.foyerFrame = connectFoyerFrame(iframe, { origin: new URL(iframe.src).origin, handlers, timeoutMs: 3000 });
`;

function hostEntry(): Plugin {
  return {
    name: 'host-app-entry',
    resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
    load: (id) => (id === `\0${ENTRY_ID}` ? ENTRY_CODE : undefined),
  };
}

/** The host app's script, bundled from the SDK's sources as a host app's build would. */
async function bundleHostScript(): Promise<string> {
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    logLevel: 'silent',
    plugins: [hostEntry()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { write: false, minify: false, rolldownOptions: { input: ENTRY_ID, output: { codeSplitting: false } } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunk = output.output.find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!chunk) throw new Error('vite build gave no host script');
  return chunk.code;
}

export interface HostApp {
  /** The port it listens on: the test names its origin (`http://localhost:<port>` or `http://127.0.0.1:<port>`). */
  port: number;
  close(): Promise<void>;
}

/** A host app on its own origin: `/?frame=<url>` is a page framing `<url>` (as `#foyer`) with the bridge connected. */
export async function startHostApp(): Promise<HostApp> {
  const script = await bundleHostScript();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname === '/host.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(script);
      return;
    }
    const frame = url.searchParams.get('frame') ?? '';
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>Host app</title><iframe id="foyer" src="${encodeURI(frame)}" width="960" height="720"></iframe><script type="module" src="/host.js"></script>`);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
