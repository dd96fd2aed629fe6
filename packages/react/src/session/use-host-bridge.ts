import type { FoyerClient } from '@foyer/client';
import type { AppInfo } from '@foyer/core';
import { useEffect, useState } from 'react';
import type { HostBridgeHooks } from './host-bridge.js';

/** Starts the host bridge (SPEC §7) when this page runs in a frame, loading its code only then; its hooks stay empty otherwise. */
export function useHostBridge(client: FoyerClient | null, appInfo: AppInfo | null): Partial<HostBridgeHooks> {
  const [hooks] = useState<Partial<HostBridgeHooks>>({});
  useEffect(() => {
    if (!client || !appInfo || window.parent === window) return;
    let stop: (() => void) | undefined;
    let active = true;
    void import('./host-bridge.js')
      .then(({ startHostBridge }) => startHostBridge(client, appInfo, hooks))
      .then((started) => (active ? (stop = started) : started()));
    return () => {
      active = false;
      stop?.();
    };
  }, [client, appInfo, hooks]);
  return hooks;
}
