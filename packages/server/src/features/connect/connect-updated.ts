import type { ConnectSessionRecord } from '../../store/types.js';

/** What a page waiting on a connect session hears when it changes; never the sealed result, which the page fetches. */
export interface ConnectUpdate {
  token: string;
  status: string;
  error: string | null;
  mfaCode: number | null;
  updatedAt: number;
}

export const CONNECT_UPDATED = 'connect.updated';

declare module '../../bus/types.js' {
  interface BusTopics {
    [CONNECT_UPDATED]: ConnectUpdate;
  }
}

export const connectUpdateOf = ({ token, status, error, mfaCode, updatedAt }: ConnectSessionRecord): ConnectUpdate => ({
  token,
  status,
  error,
  mfaCode: mfaCode === null ? null : Number(mfaCode),
  updatedAt,
});
