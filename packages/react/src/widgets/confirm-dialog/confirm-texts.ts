import type { ReactNode } from 'react';

export interface ConfirmTexts {
  title: ReactNode;
  content: ReactNode;
  /** 'Confirm' and 'Cancel' unless given. */
  confirmText?: string;
  cancelText?: string;
}

export const NO_TEXTS: ConfirmTexts = { title: null, content: null };
