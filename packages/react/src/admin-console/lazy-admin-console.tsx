import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';
import type { AdminConsoleProps } from './admin-console.js';

export type { AdminConsoleProps } from './admin-console.js';
export type { AdminSection } from './admin-sections.js';

const AdminConsoleView = lazy(retryImport(() => import('./admin-console.js')));

/** For an owner's or admin's page: the admin console (members, passports, clients, overview, audit…). Its code loads only when a page renders it. */
export function AdminConsole(props: AdminConsoleProps) {
  return (
    <Suspense fallback={null}>
      <AdminConsoleView {...props} />
    </Suspense>
  );
}
