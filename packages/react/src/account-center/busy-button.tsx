import type { ButtonHTMLAttributes } from 'react';
import { SPINNER } from '../styles/ui-classes.js';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  secondary?: boolean;
}

/** A real button that shows a spinner and aria-busy while its request runs, and cannot be pressed twice. */
export function BusyButton({ busy, secondary = true, disabled, className = '', children, ...rest }: BusyButtonProps) {
  return (
    <button type="button" className={`foyer-button ${secondary ? 'foyer-button--secondary' : ''} ${className}`.trim()} disabled={disabled || busy} aria-busy={busy} {...rest}>
      {busy && <span className={SPINNER.inline} aria-hidden="true" />}
      {children}
    </button>
  );
}
