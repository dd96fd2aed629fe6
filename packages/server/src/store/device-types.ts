// The store's contracts for devices: a browser proven by its device cookie, and the sessions signed in on it.

import type { UserSessionRecord } from './user-session-types.js';

export interface DeviceRecord {
  id: string;
  /** SHA-256 of the cookie's secret; the secret itself is never stored. */
  secretHash: string;
  createdAt: number;
}

/** Which saved sessions of a device to list or take. */
export interface DeviceSessionFilter {
  userDid?: string;
  appPid?: string;
}

export interface DevicesRepository {
  create(device: DeviceRecord): Promise<DeviceRecord>;
  findById(id: string): Promise<DeviceRecord | null>;
  /** Binds the session to the device unless it is bound already; returns the device it is bound to afterwards. */
  bindSession(sessionId: string, deviceId: string, at: number): Promise<string>;
  findDeviceOfSession(sessionId: string): Promise<string | null>;
  /** Sessions bound to the device that are neither expired by status nor past expiresAt at `now`, newest updatedAt first. */
  listSessions(deviceId: string, filter: DeviceSessionFilter, now: number, limit: number): Promise<UserSessionRecord[]>;
  /**
   * Marks one such live session of the device expired, only while it still is live and matches; the session as it
   * now is when this call took it, else null (so of two racing takes exactly one wins).
   */
  takeSession(deviceId: string, match: { id: string; userDid: string; appPid: string }, now: number): Promise<UserSessionRecord | null>;
  /** Deletes the devices made before `cutoff` that have had no saved session since; returns how many. */
  removeIdle(cutoff: number): Promise<number>;
}
