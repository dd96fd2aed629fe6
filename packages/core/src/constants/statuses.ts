/** Value sets of SPEC §3–§4 that the entity types and state machines share. */
export const CONNECT_STATUSES = ['created', 'scanned', 'succeed', 'error', 'timeout', 'busy', 'forbidden'] as const;
export type ConnectStatus = (typeof CONNECT_STATUSES)[number];

export const EMAIL_FLOW_STATUSES = ['idle', 'creating', 'sending', 'verifying', 'succeed', 'error'] as const;
export type EmailFlowStatus = (typeof EMAIL_FLOW_STATUSES)[number];

/** Result of one passkey step; the empty string means not attempted yet. */
export const PASSKEY_STEP_STATUSES = ['', 'succeed', 'error'] as const;
export type PasskeyStepStatus = (typeof PASSKEY_STEP_STATUSES)[number];

export const PASSKEY_BEHAVIORS = ['none', 'both', 'only-existing', 'only-new'] as const;
export type PasskeyBehavior = (typeof PASSKEY_BEHAVIORS)[number];

export const PASSPORT_STATUSES = ['valid', 'revoked', 'expired'] as const;
export type PassportStatus = (typeof PASSPORT_STATUSES)[number];

export const PASSPORT_SOURCES = ['invite', 'issue', 'recover', 'trusted'] as const;
export type PassportSource = (typeof PASSPORT_SOURCES)[number];

export const CREDENTIAL_STATUSES = ['valid', 'revoked'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

export const USER_TYPES = ['derived', 'wallet'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_SESSION_STATUSES = ['online', 'offline', 'expired'] as const;
export type UserSessionStatus = (typeof USER_SESSION_STATUSES)[number];

export const STORAGE_ACCESS_STATES = ['prompt', 'granted', 'denied'] as const;
export type StorageAccessState = (typeof STORAGE_ACCESS_STATES)[number];

export const OPEN_MODES = ['popup', 'window', 'redirect'] as const;
export type OpenMode = (typeof OPEN_MODES)[number];

/** Federated login is enabled only in this config status (SPEC §1). */
export const FEDERATED_APPROVED = 'approved';

/** SPEC §2 functional frame modes; only `logout` acts (a token never travels in a URL: docs/federation.md). */
export const FUNCTIONAL_FRAME_MODES = ['login', 'logout'] as const;
export type FunctionalFrameMode = (typeof FUNCTIONAL_FRAME_MODES)[number];

/** A member app's standing at its master (issue 14); a member that leaves or is removed is deleted, not kept. */
export const FEDERATED_MEMBER_STATUSES = ['pending', FEDERATED_APPROVED, 'rejected'] as const;
export type FederatedMemberStatus = (typeof FEDERATED_MEMBER_STATUSES)[number];
