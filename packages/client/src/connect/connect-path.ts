import { AUTH_SERVICE_PREFIX } from '@foyer/core';

export type ConnectStep = 'token' | 'status' | 'timeout';

/** `{auth-service-prefix}/{action}/token|status|timeout` (DESIGN "URL layout"). */
export function connectPath(action: string, step: ConnectStep): string {
  return `${AUTH_SERVICE_PREFIX}/${encodeURIComponent(action)}/${step}`;
}
