import { SessionProvider } from '@foyer/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CONSOLE_PAGE_DATA_ID, type ConsolePageData } from '../src/features/console-pages/console-page-data.js';
import { ConsoleShell } from './console-shell.js';
import { readPageData } from './read-page-data.js';
import '@foyer/react/ui';
import './console.css';

const FIRST_SECTION = { account: 'profile', admin: 'overview' } as const;

/**
 * Reads the page data the server put in the page and renders `render(data)` in the shell, inside a SessionProvider. The
 * consoles pick their section by the URL's hash, so a section the path named (`/admin/members`) becomes the hash.
 */
export function mountConsole<T extends ConsolePageData>(render: (data: T) => ReactNode): void {
  const data = readPageData<T>(CONSOLE_PAGE_DATA_ID);
  if (!location.hash && data.section !== FIRST_SECTION[data.console]) history.replaceState(null, '', `${location.pathname}${location.search}#${data.section}`);
  // get-nonce, which react-remove-scroll asks for the nonce of the style it injects, reads this global.
  (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = data.styleNonce;
  const root = document.getElementById('root');
  if (!root) throw new Error('The console page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <SessionProvider>
        <ConsoleShell data={data}>{render(data)}</ConsoleShell>
      </SessionProvider>
    </StrictMode>,
  );
}
