import { PAGE_QUERY, QUICK_CONNECT_OFF } from '@foyer/core';
import { readPageQuery } from '../session/page-query.js';
import { isInArcSphere } from './is-in-arcsphere.js';

/** Whether the quick-login popup may open by itself (SPEC §2.15): not when the app or the URL turned it off, nor in ArcSphere. */
export function quickLoginWanted(enabled: boolean): boolean {
  return enabled && readPageQuery(PAGE_QUERY.showQuickConnect) !== QUICK_CONNECT_OFF && !isInArcSphere();
}
