import { CONNECT_QUERY } from '@foyer/core';

/** The session token a validated nextWorkflow URL carries: `_t_`, else `token`. */
export function nextWorkflowToken(nextWorkflow: string): string {
  const params = new URL(nextWorkflow).searchParams;
  return params.get(CONNECT_QUERY.token) || params.get('token') || '';
}
