export { createWallet, type ApproveOptions, type MfaPicker, type PendingRequest, type Wallet, type WalletOptions } from './create-wallet.js';
export { deepLink, DEFAULT_DEEP_LINK_BASE } from '@foyer/core';
export { authUrlOf } from './auth-url-of.js';
export { readAuthInfo } from './read-auth-info.js';
export { answerClaims, type ClaimIdentity } from './answer-claims.js';
export { signUserInfo, type UserInfoInput } from './sign-user-info.js';
export { WalletError, isWalletError, type WalletErrorCode } from './wallet-error.js';
export type { AuthInfoBody, AuthReply, Profile, RequestedClaim } from './messages.js';
