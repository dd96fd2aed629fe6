export const EMAIL_LIMITS = { maxLength: 254, localPartMaxLength: 64 } as const;

export const PASSKEY_USER_ID_BYTES = { min: 1, max: 64 } as const;

export const GATEWAY_RATE_LIMIT = {
  perRule: { min: 5, max: 500 },
  burstFactor: { min: 1, max: 10 },
  global: { min: 100, max: 5000 },
  methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'],
} as const;

export const MAX_INVITE_DEPTH = 8;
export const MAX_UPLOAD = 500;
/** Largest request body the server reads (64 KiB): Foyer's own bodies are a few KiB, an OAuth client registration well under this. */
export const MAX_BODY_BYTES = 64 * 1024;
export const PAGINATION = { page: 1, pageSize: 10, maxPageSize: 100 } as const;
export const NAME_SHORTEN_LENGTH = 10;
export const APP_METADATA_CACHE_ENTRIES = 30;
export const FEDERATED_SYNC_LIMIT = 3;
/** Join requests from apps not yet known that may wait for a master's admin at once; fresh DIDs cost nothing to make. */
export const FEDERATION_PENDING_CAP = 20;
export const DISK_ALERT_PERCENT = 80;
export const MEMORY_LIMIT_MB = 800;
export const PORTS = { http: 80, https: 443, daemon: 8089 } as const;
export const NGINX_WORKER_CONNECTIONS = 10_240;
export const ROUTER_CACHE = { minSize: '1m', maxSize: '2g', maxAge: '30d' } as const;
export const WALLET_MIN_VERSIONS = { ios: '4.15.6', android: '4.15.1' } as const;
