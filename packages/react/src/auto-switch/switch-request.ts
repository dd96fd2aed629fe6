import { PAGE_QUERY } from '@foyer/core';
import { removePageQuery } from '../session/page-query.js';

/** An account the page's URL asks to be signed in as (SPEC §4 auto switch) while another one is. */
export interface SwitchRequest {
  did: string;
  /** `switchBehavior=required`: switch without asking. */
  required: boolean;
}

/** Once the request is handled (or turned down), it leaves the address bar without a history entry. */
export function clearSwitchRequest(): void {
  removePageQuery(PAGE_QUERY.forceConnected);
  removePageQuery(PAGE_QUERY.switchBehavior);
}
