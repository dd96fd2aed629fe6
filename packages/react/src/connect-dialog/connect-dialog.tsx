import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';
import type { ConnectDialogProps } from './connect-dialog-props.js';

export type { ConnectDialogProps } from './connect-dialog-props.js';

const ConnectDialogView = lazy(retryImport(() => import('./connect-dialog-view.js')));

/** The connect flow; its code (and Radix) loads only when it is first rendered. */
export function ConnectDialog(props: ConnectDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConnectDialogView {...props} />
    </Suspense>
  );
}
