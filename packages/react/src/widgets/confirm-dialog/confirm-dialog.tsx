import { DELAYS } from '@foyer/core';
import { lazy, Suspense, useState } from 'react';
import { retryImport } from '../../util/retry-import.js';
import { useWidgetContext } from '../shared/use-widget-context.js';
import { NO_TEXTS, type ConfirmTexts } from './confirm-texts.js';
import { useTextsAfterClose } from './use-texts-after-close.js';

const ConfirmDialogView = lazy(retryImport(() => import('./confirm-dialog-view.js')));

export interface ConfirmDialogProps extends ConfirmTexts {
  open: boolean;
  /** May return a promise: the confirm button shows loading until it settles; a rejection keeps the dialog open with its message. */
  onConfirm(): unknown;
  /** After a confirm that succeeded, and on Cancel or the close button; the caller sets `open` to false. */
  onClose(): void;
}

/**
 * SPEC §2.19: a modal asking to confirm. Backdrop clicks and Escape do not dismiss it; its texts stay
 * through the closing fade and reset 300 ms after closing. Its code (and Radix) loads when first opened.
 */
export function ConfirmDialog({ open, title, content, confirmText, cancelText, onConfirm, onClose }: ConfirmDialogProps) {
  const { locale, theme, t } = useWidgetContext();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const texts = useTextsAfterClose(open, { title, content, confirmText, cancelText }, NO_TEXTS, DELAYS.confirmResetMs);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView open={open} texts={texts} locale={locale} theme={theme} t={t} onConfirm={onConfirm} onClose={onClose} />
    </Suspense>
  );
}
