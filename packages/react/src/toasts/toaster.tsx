import type { ThemePreference } from '@foyer/core';
import type { Translate } from '../i18n/translate.js';
import { CloseIcon } from '../icons/close-icon.js';
import { rootProps } from '../util/root-props.js';
import type { Toast } from './use-toast-queue.js';
import './toasts.css';

interface ToasterProps {
  toasts: Toast[];
  dismiss(id: number): void;
  theme: ThemePreference;
  t: Translate;
}

// A warning means the visitor's action was refused, so it interrupts like an error.
const ALERTS: ReadonlySet<Toast['kind']> = new Set(['warning', 'error']);

export function Toaster({ toasts, dismiss, theme, t }: ToasterProps) {
  return (
    // aria-live keeps Radix's modal from hiding the toasts from screen readers (aria-hidden spares live regions); each toast's role announces it.
    <section className="foyer foyer-toasts" aria-label={t('notifications')} aria-live="off" {...rootProps(theme)}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`foyer-toast foyer-toast--${toast.kind}`} role={ALERTS.has(toast.kind) ? 'alert' : 'status'}>
          <span className="foyer-toast__message">{toast.message}</span>
          <button type="button" className="foyer-icon-button" aria-label={t('dismiss')} onClick={() => dismiss(toast.id)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </section>
  );
}
