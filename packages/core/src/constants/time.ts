const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Durations in milliseconds unless the name says otherwise (SPEC §9). */
export const TIME = {
  second: SECOND,
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
} as const;

export const TOAST = { autoHideMs: 5000, errorAutoHideMs: 15_000, max: 3 } as const;

export const REQUEST = {
  timeoutMs: 20 * SECOND,
  authenticatedTimeoutMs: 30 * SECOND,
  refreshTimeoutMs: 10 * SECOND,
  retries: 10,
  retryFactor: 2,
  retryMinMs: 1000,
  sessionGetRetries: 2,
  refreshRetryLimit: 10,
} as const;

export const POPUP = {
  timeoutMs: 30 * MINUTE,
  checkEveryMs: SECOND,
  closeDelayMs: 2000,
  width: 680,
  height: 720,
  oauthName: 'oauth-login',
  oauthWidth: 500,
  oauthHeight: 700,
  /** The master's federated sign-in page (issue 14), at SPEC §2's default popup size. */
  federatedName: 'federated-login',
  webWalletWidth: 414,
  webWalletHeight: 736,
} as const;

export const CONNECT = {
  checkIntervalMs: 2000,
  statusMinSpacingMs: 500,
  socketHeartbeatMs: 30 * SECOND,
  longPollMs: 5 * SECOND,
  queueConcurrency: 1,
  successCloseDelayMs: 2000,
  deepLinkMaxLength: 2000,
} as const;

export const EMAIL_CODE = {
  length: 6,
  validityMs: 30 * MINUTE,
  resendIntervalMs: MINUTE,
} as const;

export const COOKIE_TTL = {
  connectMarkersMs: 7 * DAY,
  visitorIdMs: 365 * DAY,
  sessionCacheMs: DAY,
} as const;

export const DELAYS = {
  quickLoginAutoOpenMs: 1500,
  afterLoginMs: 200,
  afterLogoutMs: 100,
  lazyMinimumMs: 300,
  federatedFrameRemovalMs: 500,
  /** How long the member page waits for the master's shared bridge frame to say anything before giving up on it. */
  federatedBridgeAnswerMs: 10 * SECOND,
  copiedFlagMs: 1500,
  copiedFlagLongMs: 2000,
  confirmResetMs: 300,
  userCardClockMs: 6000,
} as const;

export const PLATFORM_TTL = {
  sessionMs: 7 * DAY,
  sessionCacheSeconds: 3600,
  serverCacheMs: 5 * MINUTE,
  userCacheMs: HOUR,
  oauthCodeMs: 10 * MINUTE,
  oauthAccessTokenMs: DAY,
  oauthRefreshTokenMs: 30 * DAY,
  oauthClientSecretMs: 30 * DAY,
  logRetentionDays: 60,
  serverlessDataDays: 30,
  certificateExpiryOffsetDays: 10,
  backupTimeoutMs: 6 * HOUR,
  backupIntervalMs: 2 * HOUR,
  updateCheckTimeoutMs: 6 * HOUR,
  updateCheckIntervalsMs: [2 * HOUR, 24 * HOUR],
  monitorRecordIntervalMs: 20 * SECOND,
  monitorHistory: 4320,
  fontLoadTimeoutMs: 3000,
  iconApiTimeoutMs: 5000,
  iconRotateMs: 750,
  appMetadataCacheMs: 60 * SECOND,
} as const;
