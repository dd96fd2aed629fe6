import { useId, type ReactNode } from 'react';
import type { AccountAction } from './use-account-action.js';
import type { AccountData } from './use-account-data.js';

interface SectionFrameProps {
  title: string;
  notice?: AccountAction['notice'];
  children: ReactNode;
}

/** A section of the account center: a landmark named by its heading, with the last action's outcome announced. */
export function SectionFrame({ title, notice, children }: SectionFrameProps) {
  const headingId = useId();
  return (
    <section className="foyer-account__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="foyer-account__heading">
        {title}
      </h2>
      {notice && (
        <p className={`foyer-account__notice foyer-account__notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {children}
    </section>
  );
}

interface LoadedProps<T> {
  state: AccountData<T>;
  loading: string;
  children(data: T): ReactNode;
}

/** "Loading…" while a section's data comes, the error text when it failed, else the section's content. */
export function Loaded<T>({ state, loading, children }: LoadedProps<T>) {
  if (state.error) {
    return (
      <p className="foyer-account__notice foyer-account__notice--error" role="alert">
        {state.error}
      </p>
    );
  }
  if (state.data === null) {
    return (
      <p className="foyer-account__muted" aria-busy="true">
        {loading}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}
