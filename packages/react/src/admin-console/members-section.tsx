import { SERVER_PATHS, type AdminMember, type AdminMemberPage } from '@foyer/core';
import { useState, type FormEvent } from 'react';
import { TimeWidget } from '../widgets/time/time-widget.js';
import { LoadingState } from './loading-state.js';
import { MemberDetail } from './member-detail.js';
import { useAdminData } from './use-admin-data.js';
import { useAdminTranslate } from './use-admin-translate.js';

const PAGE_SIZE = 20;

const memberName = (member: AdminMember) => member.fullName || member.did;

/** Every person of the app, newest first, a page at a time, with search and one person's detail. */
export function MembersSection() {
  const t = useAdminTranslate();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminMember | null>(null);
  const path = `${SERVER_PATHS.adminMembers}?${new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), ...(query && { q: query }) })}`;
  const state = useAdminData<AdminMemberPage>(path);

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  }

  if (open) return <MemberDetail did={open.did} name={memberName(open)} onClose={() => setOpen(null)} />;

  return (
    <>
      <form role="search" className="foyer-admin__search" onSubmit={search}>
        <label htmlFor="foyer-admin-member-search">{t('search')}</label>
        <input id="foyer-admin-member-search" type="search" className="foyer-input" value={draft} maxLength={200} aria-describedby="foyer-admin-member-search-hint" onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className="foyer-button foyer-button--secondary">{t('search')}</button>
        <p id="foyer-admin-member-search-hint" className="foyer-admin__muted">{t('searchHint')}</p>
      </form>
      <LoadingState state={state} t={t}>
        {({ members, total, totalExact }) => (
          <>
            <p className="foyer-admin__muted" aria-live="polite">{t(totalExact ? 'total' : 'totalMore', { total: total.toLocaleString() })}</p>
            {members.length === 0 ? (
              <p className="foyer-admin__muted">{t('noMembers')}</p>
            ) : (
              <div className="foyer-admin__scroll">
                <table className="foyer-admin__table">
                  <thead>
                    <tr>
                      <th scope="col">{t('name')}</th>
                      <th scope="col">{t('email')}</th>
                      <th scope="col">{t('role')}</th>
                      <th scope="col">{t('joined')}</th>
                      <th scope="col">{t('lastLogin')}</th>
                      <th scope="col"><span className="foyer-admin__hidden">{t('details')}</span></th>
                    </tr>
                  </thead>
                  <tbody>
                    {members.map((member) => (
                      <tr key={member.did}>
                        <th scope="row">
                          <span className="foyer-admin__name">{memberName(member)}</span>
                          <code className="foyer-admin__did">{member.did}</code>
                        </th>
                        <td>{member.email ?? ''}</td>
                        <td>{member.role}</td>
                        <td><TimeWidget value={member.createdAt} /></td>
                        <td>{member.lastLoginAt === null ? t('never') : <TimeWidget value={member.lastLoginAt} />}</td>
                        <td>
                          <button type="button" className="foyer-button foyer-button--secondary" aria-label={t('detailsOf', { name: memberName(member) })} onClick={() => setOpen(member)}>
                            {t('details')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <nav className="foyer-admin__pager" aria-label={t('pageOf', { page })}>
              <button type="button" className="foyer-button foyer-button--secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>{t('previous')}</button>
              <span>{t('pageOf', { page })}</span>
              <button type="button" className="foyer-button foyer-button--secondary" disabled={members.length < PAGE_SIZE || (totalExact && page * PAGE_SIZE >= total)} onClick={() => setPage(page + 1)}>{t('next')}</button>
            </nav>
          </>
        )}
      </LoadingState>
    </>
  );
}
