import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/alert-icon.js';
import { CheckIcon } from '../icons/check-icon.js';
import { Spinner } from './spinner.js';

/** The connect statuses that replace the method's body (SPEC §2.4). */
export type ScreenStatus = 'scanned' | 'succeed' | 'error' | 'busy';

interface StatusScreenProps {
  status: ScreenStatus;
  title: string;
  message?: string;
  back?: { label: string; onClick(): void };
  /** Left out for e-mail, where Back already lets the visitor try again. */
  retry?: { label: string; onClick(): void };
  /** Shown under the message, such as the code the wallet must pick. */
  children?: ReactNode;
}

export function StatusScreen({ status, title, message, back, retry, children }: StatusScreenProps) {
  const failed = status === 'error' || status === 'busy';
  return (
    <div className={`foyer-status foyer-status--${status}`} role={failed ? 'alert' : 'status'}>
      <div className="foyer-status__icon">
        {status === 'scanned' ? <Spinner label={title} /> : status === 'succeed' ? <CheckIcon /> : <AlertIcon />}
      </div>
      <p className="foyer-status__title">{title}</p>
      {message && <p className="foyer-status__message">{message}</p>}
      {children}
      {(back || retry) && (
        <div className="foyer-actions">
          {back && (
            <button type="button" className="foyer-button foyer-button--secondary" onClick={back.onClick}>
              {back.label}
            </button>
          )}
          {retry && (
            <button type="button" className="foyer-button" onClick={retry.onClick}>
              {retry.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
