import { CONNECT_QUERY } from '../constants/paths.js';

/** The connect-session token a nextWorkflow URL names: `_t_` (DESIGN's session key query), else `token`; '' when none. */
export function nextWorkflowToken(nextWorkflow: string | URL): string {
  const params = new URL(nextWorkflow).searchParams;
  return params.get(CONNECT_QUERY.token) || params.get('token') || '';
}
