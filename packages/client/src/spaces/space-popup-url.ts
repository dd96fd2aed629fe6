import { SERVER_PATHS, type AppInfo, type StorageConnectParams } from '@foyer/core';

/** The provider's popup URL with SPEC §3 storage connect parameters naming this app. */
export function spacePopupUrl(provider: string, app: AppInfo, referrer: string): string {
  const params: StorageConnectParams = {
    provider: 'wallet',
    appPid: app.appPid,
    appDid: app.appId,
    appName: app.appName,
    appDescription: app.appDescription,
    appUrl: app.appUrl,
    referrer,
    connectScope: 'user',
  };
  return `${new URL(provider).origin}${SERVER_PATHS.connectToDidSpace}?${new URLSearchParams({ ...params })}`;
}
