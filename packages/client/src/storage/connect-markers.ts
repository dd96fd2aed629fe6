import { COOKIE_TTL, STORAGE_KEYS } from '@foyer/core';
import { readCookie } from './read-cookie.js';
import { removeCookie } from './remove-cookie.js';
import { writeCookie } from './write-cookie.js';

/** What the last connect left behind (SPEC §3 stored markers). */
export interface ConnectMarkers {
  did: string | null;
  pk: string | null;
  walletOS: string | null;
  app: string | null;
}

const COOKIE_NAMES: Record<keyof ConnectMarkers, string> = {
  did: STORAGE_KEYS.connectedDid,
  pk: STORAGE_KEYS.connectedPk,
  walletOS: STORAGE_KEYS.connectedWalletOS,
  app: STORAGE_KEYS.connectedApp,
};

const MARKERS = Object.keys(COOKIE_NAMES) as (keyof ConnectMarkers)[];

export function readConnectMarkers(): ConnectMarkers {
  return {
    did: readCookie(COOKIE_NAMES.did),
    pk: readCookie(COOKIE_NAMES.pk),
    walletOS: readCookie(COOKIE_NAMES.walletOS),
    app: readCookie(COOKIE_NAMES.app),
  };
}

/** Writes the given markers and leaves the others as they are. */
export function writeConnectMarkers(markers: Partial<ConnectMarkers>): void {
  for (const marker of MARKERS) {
    const value = markers[marker];
    if (value) writeCookie(COOKIE_NAMES[marker], value, COOKIE_TTL.connectMarkersMs);
  }
}

export function clearConnectMarkers(): void {
  for (const marker of MARKERS) removeCookie(COOKIE_NAMES[marker]);
}
