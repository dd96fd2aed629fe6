import type { AppInfo } from '@foyer/core';

/** The origin the callback page posts to: the app URL's, or the page's own until the app info is known. */
export function appOrigin(appInfo: AppInfo | null): string {
  return new URL(appInfo?.appUrl ?? window.location.href).origin;
}
