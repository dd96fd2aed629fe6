import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';
import type { SwitchPassportDialogProps } from './switch-passport-dialog-props.js';

const SwitchPassportView = lazy(retryImport(() => import('./switch-passport-view.js')));

/** SPEC §2.7 switch passport; its code (and Radix) loads only when it is first opened. */
export function SwitchPassportDialog(props: SwitchPassportDialogProps) {
  return (
    <Suspense fallback={null}>
      <SwitchPassportView {...props} />
    </Suspense>
  );
}
