import type { Passport } from '@foyer/core';
import type { RefObject } from 'react';

export interface SwitchPassportDialogProps {
  /** The passports offered, already without those of the current role. */
  passports: readonly Passport[];
  /** Where focus goes when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
}
