import type { HttpRequest } from '@foyer/client';
import type { AppInfo } from '@foyer/core';
import { API_PATHS } from '../util/api-paths.js';

/** SPEC §8: a metadata fetch failure is logged and leaves the app info null. */
export async function loadAppInfo(request: HttpRequest): Promise<AppInfo | null> {
  try {
    return await request<AppInfo>(API_PATHS.appInfo, { query: { type: 'json' }, auth: false });
  } catch (error) {
    console.warn('Foyer: app metadata unavailable', error);
    return null;
  }
}
