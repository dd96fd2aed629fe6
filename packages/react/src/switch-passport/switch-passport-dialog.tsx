import type { Passport } from '@foyer/core';
import { lazy, Suspense, type RefObject } from 'react';
import { retryImport } from '../util/retry-import.js';

export interface SwitchPassportDialogProps {
  /** The passports offered, already without those of the current role. */
  passports: readonly Passport[];
  /** Where focus goes when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
}

const SwitchPassportView = lazy(retryImport(() => import('./switch-passport-view.js')));

/** SPEC §2.7 switch passport; its code (and Radix) loads only when it is first opened. */
export function SwitchPassportDialog(props: SwitchPassportDialogProps) {
  return (
    <Suspense fallback={null}>
      <SwitchPassportView {...props} />
    </Suspense>
  );
}
