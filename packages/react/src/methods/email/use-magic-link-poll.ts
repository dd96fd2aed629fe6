import type { HttpRequest } from '@foyer/client';
import { CONNECT } from '@foyer/core';
import { useEffect } from 'react';
import { useLatest } from '../../session/use-latest.js';
import { readEmailStatus } from './email-requests.js';

/** Asks every CONNECT.checkIntervalMs whether the magic link was opened; a failed check just waits for the next one. */
export function useMagicLinkPoll(request: HttpRequest, codeId: string, onVerified: () => void): void {
  const latest = useLatest(onVerified);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let active = true;
    const check = async () => {
      const { verified } = await readEmailStatus(request, codeId).catch(() => ({ verified: false }));
      if (!active) return;
      if (verified) latest.current();
      else timer = setTimeout(check, CONNECT.checkIntervalMs);
    };
    timer = setTimeout(check, CONNECT.checkIntervalMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [request, codeId, latest]);
}
