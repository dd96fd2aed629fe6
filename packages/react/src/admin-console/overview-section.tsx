import { SERVER_PATHS, type AdminOverview } from '@foyer/core';
import { LoadingState } from './loading-state.js';
import { SignInChart } from './sign-in-chart.js';
import { useAdminData } from './use-admin-data.js';
import { useAdminTranslate } from './use-admin-translate.js';

/** Sign-ins of the last 30 days by method, failures, live sessions and what waits for an admin. */
export function OverviewSection() {
  const t = useAdminTranslate();
  const state = useAdminData<AdminOverview>(SERVER_PATHS.adminOverview);
  return (
    <LoadingState state={state} t={t}>
      {({ days, activeSessions, pendingApprovals }) => (
        <>
          <dl className="foyer-admin__facts">
            <dt>{t('activeSessions')}</dt>
            <dd>{activeSessions}</dd>
            <dt>{t('pendingFederation')}</dt>
            <dd>{pendingApprovals.federation}</dd>
          </dl>
          <SignInChart days={days} t={t} />
        </>
      )}
    </LoadingState>
  );
}
