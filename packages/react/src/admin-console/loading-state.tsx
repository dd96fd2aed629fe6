import type { ReactNode } from 'react';
import type { Translate } from '../i18n/translate.js';
import type { AdminData } from './use-admin-data.js';

interface LoadingStateProps<T> {
  state: AdminData<T>;
  t: Translate<'loading' | 'retry'>;
  children(data: T): ReactNode;
}

/** A section's load: "Loading…" while it runs, the error (catalogue text) with Try again, else the section's content. */
export function LoadingState<T>({ state, t, children }: LoadingStateProps<T>) {
  if (state.error) {
    return (
      <div className="foyer-admin__error" role="alert">
        <p>{state.error}</p>
        <button type="button" className="foyer-button foyer-button--secondary" onClick={state.reload}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (state.data === null) return <p className="foyer-admin__muted" aria-busy="true">{t('loading')}</p>;
  return <>{children(state.data)}</>;
}
