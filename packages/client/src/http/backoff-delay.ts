import { REQUEST } from '@foyer/core';

/** Wait before retry number `attempt` (0-based): 1000, 2000, 4000 … ms. */
export function backoffDelay(attempt: number): number {
  return REQUEST.retryMinMs * REQUEST.retryFactor ** attempt;
}
