import { AUDIT_EVENT_KINDS, SERVER_PATHS, type AuditEventPage } from '@foyer/core';
import { useState, type FormEvent } from 'react';
import { LoadingState } from './loading-state.js';
import { useAdminData } from './use-admin-data.js';
import { useAdminTranslate } from './use-admin-translate.js';

const PAGE_SIZE = 20;

/** The security events, newest first, filtered by kind and by the person who acted. */
export function AuditSection() {
  const t = useAdminTranslate();
  const [kind, setKind] = useState('');
  const [actor, setActor] = useState('');
  const [filter, setFilter] = useState({ kind: '', actor: '' });
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), ...(filter.kind && { kind: filter.kind }), ...(filter.actor && { actor: filter.actor }) });
  const state = useAdminData<AuditEventPage>(`${SERVER_PATHS.adminAudit}?${query}`);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilter({ kind, actor: actor.trim() });
    setPage(1);
  }

  return (
    <>
      <form className="foyer-admin__search" onSubmit={apply}>
        <label htmlFor="foyer-admin-audit-kind">{t('auditKind')}</label>
        <select id="foyer-admin-audit-kind" className="foyer-input" value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">{t('allKinds')}</option>
          {AUDIT_EVENT_KINDS.map((each) => (
            <option key={each} value={each}>{each}</option>
          ))}
        </select>
        <label htmlFor="foyer-admin-audit-actor">{t('auditActor')}</label>
        <input id="foyer-admin-audit-actor" className="foyer-input" value={actor} onChange={(event) => setActor(event.target.value)} />
        <button type="submit" className="foyer-button foyer-button--secondary">{t('filter')}</button>
      </form>
      <LoadingState state={state} t={t}>
        {({ events, total }) =>
          events.length === 0 ? (
            <p className="foyer-admin__muted">{t('noEvents')}</p>
          ) : (
            <>
              <div className="foyer-admin__scroll">
                <table className="foyer-admin__table">
                  <thead>
                    <tr>
                      <th scope="col">{t('auditAt')}</th>
                      <th scope="col">{t('auditKind')}</th>
                      <th scope="col">{t('auditActor')}</th>
                      <th scope="col">{t('auditSubject')}</th>
                      <th scope="col">{t('auditMethod')}</th>
                      <th scope="col">{t('auditIp')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {events.map((event) => (
                      <tr key={event.id}>
                        <th scope="row"><time dateTime={event.at}>{new Date(event.at).toLocaleString()}</time></th>
                        <td>{event.kind}</td>
                        <td><code>{event.actorDid ?? ''}</code></td>
                        <td><code>{event.subjectDid ?? ''}</code></td>
                        <td>{event.method ?? ''}</td>
                        <td>{event.ip ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className="foyer-admin__pager" aria-label={t('pageOf', { page })}>
                <button type="button" className="foyer-button foyer-button--secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>{t('previous')}</button>
                <span>{t('pageOf', { page })}</span>
                <button type="button" className="foyer-button foyer-button--secondary" disabled={page * PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>{t('next')}</button>
              </nav>
            </>
          )
        }
      </LoadingState>
    </>
  );
}
