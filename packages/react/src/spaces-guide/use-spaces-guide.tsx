import { disconnectDidSpace, type FoyerClient } from '@foyer/client';
import type { AppInfo, SessionUser } from '@foyer/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { HostBridgeHooks } from '../session/host-bridge.js';
import { SpacesGuide } from './spaces-guide.js';

/** The session action the guide answers (SPEC §4 session actions), and the name the host bridge hears it by. */
export const SPACES_ACTION = 'connect-to-did-spaces-for-user';

export interface SpacesGuideState {
  /** Opens the guide; true once a space is connected, false when it closed without one (SPEC §8). */
  connectDidSpace(): Promise<boolean>;
  disconnectDidSpace(): Promise<void>;
  guide: ReactNode;
}

interface SpacesGuideInput {
  client: FoyerClient | null;
  appInfo: AppInfo | null;
  user: SessionUser | null;
  /** Startup is done and no other dialog is open: the moment to offer it (SPEC §4). */
  canOffer: boolean;
  hostBridge: Partial<HostBridgeHooks>;
}

/** The storage-space guide of the session: opened on request, and offered once per account after sign-in when the app has a provider. */
export function useSpacesGuide({ client, appInfo, user, canOffer, hostBridge }: SpacesGuideInput): SpacesGuideState {
  const [settle, setSettle] = useState<((connected: boolean) => void) | null>(null);
  const offered = useRef(new Set<string>());

  const connectDidSpace = useCallback(
    () => (appInfo?.spaceProvider && user ? new Promise<boolean>((resolve) => setSettle(() => resolve)) : Promise.resolve(false)),
    [appInfo, user],
  );

  useEffect(() => {
    if (!canOffer || !user || user.didSpace || !appInfo?.spaceProvider || offered.current.has(user.did)) return;
    offered.current.add(user.did);
    void connectDidSpace();
  }, [canOffer, user, appInfo, connectDidSpace]);

  const disconnect = useCallback(async () => {
    if (!client || !user) return;
    // Who just disconnected is not offered the guide again on this page.
    offered.current.add(user.did);
    await disconnectDidSpace(client.request);
    await client.getSession();
  }, [client, user]);

  const guide = settle && (
    <SpacesGuide
      onClose={(connected) => {
        if (connected) hostBridge.succeeded?.();
        hostBridge.closed?.(SPACES_ACTION);
        settle(connected);
        setSettle(null);
      }}
    />
  );
  return { connectDidSpace, disconnectDidSpace: disconnect, guide };
}
