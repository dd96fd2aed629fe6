import type { EmailFlowStatus } from '@foyer/core';
import type { ScreenStatus } from '../../connect-dialog/status-screen.js';

/** SPEC §4: idle maps to creating (the form shows); creating, sending and verifying map to scanned. */
type EmailConnectStatus = 'creating' | Exclude<ScreenStatus, 'busy'>;

export function emailConnectStatus(status: EmailFlowStatus): EmailConnectStatus {
  switch (status) {
    case 'idle':
      return 'creating';
    case 'creating':
    case 'sending':
    case 'verifying':
      return 'scanned';
    default:
      return status;
  }
}
