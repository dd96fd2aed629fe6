/** Pixel sizes and breakpoints of the UI (SPEC §2, §9). */
export const SIZES = {
  menuWidth: 350,
  quickLoginWidth: 400,
  popupMaxWidth: '90vw',
  logoHeight: 20,
  logoMaxWidth: 100,
  avatar: 24,
  menuAvatar: 48,
  qr: 160,
  /** The QR variants: larger where there is room (the phone drawer, the full sign-in page). */
  qrLarge: 196,
  qrLargest: 240,
  genericQr: { size: 128, level: 'L' },
  didQr: { size: 256, level: 'M' },
  dialogWidth: 440,
  passportCard: { width: 228, height: 258 },
  passportSwipeThreshold: 60,
} as const;

export const BREAKPOINTS = {
  mobile: 640,
  narrow: 500,
  fullScreenDialog: 600,
  theme: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 },
} as const;

/** Hours at which each day part starts; night covers the rest. */
export const DAY_PARTS = { dawn: [0, 6], morning: [6, 12], afternoon: [12, 18] } as const;

export const USER_CARD = { gridAboveFields: 4, linkLines: 1 } as const;

/** Where the "Don't have DID Wallet ?" hint sends visitors. */
export const WALLET_DOWNLOAD_URL = 'https://www.didwallet.io/';
