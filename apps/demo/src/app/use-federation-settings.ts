import { type FederatedAdminSettings, SERVER_PATHS } from '@foyer/core';
import { useCallback, useEffect, useState } from 'react';
import { adminRequest } from './admin-request.js';

export type MemberDecision = 'approve' | 'reject' | 'remove';

/** This app's federation as its owner or admin sees it (null while loading), the last refusal, and the changes they may make. */
export function useFederationSettings() {
  const [settings, setSettings] = useState<FederatedAdminSettings | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (change: () => Promise<unknown>) => {
    setError(null);
    try {
      await change();
      setSettings(await adminRequest<FederatedAdminSettings>(SERVER_PATHS.federatedSettings));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    void run(async () => undefined);
  }, [run]);

  return {
    settings,
    error,
    join: (masterUrl: string) => run(() => adminRequest(SERVER_PATHS.federatedJoin, { method: 'POST', body: { masterUrl } })),
    leave: () => run(() => adminRequest(SERVER_PATHS.federatedLeave, { method: 'POST' })),
    decide: (appId: string, decision: MemberDecision) =>
      run(() => adminRequest(`${SERVER_PATHS.federatedMembers}/${encodeURIComponent(appId)}/${decision}`, { method: 'POST' })),
  };
}
