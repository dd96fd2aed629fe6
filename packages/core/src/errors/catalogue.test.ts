import { describe, expect, it } from 'vitest';
import { CATALOGUE, type CatalogueEntry, type MessageCode } from './catalogue.js';
import { messageEntry } from './message-entry.js';
import { SERVER_CATALOGUE } from './server-catalogue.js';

const entries = Object.entries({ ...CATALOGUE, ...SERVER_CATALOGUE }) as [MessageCode, CatalogueEntry][];

function params(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('CATALOGUE', () => {
  it.each(entries)('%s has English and Chinese text', (_, entry) => {
    expect(entry.en.trim()).not.toBe('');
    expect(entry.zh.trim()).not.toBe('');
  });

  it.each(entries)('%s takes the same params in both languages', (_, entry) => {
    expect(params(entry.zh)).toEqual(params(entry.en));
  });

  it.each(entries.filter(([, entry]) => entry.status !== undefined))('%s answers with a valid HTTP status', (_, entry) => {
    expect(Number.isInteger(entry.status)).toBe(true);
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThanOrEqual(599);
  });

  it('never gives a code to both catalogues', () => {
    expect(Object.keys(SERVER_CATALOGUE).filter((code) => code in CATALOGUE)).toEqual([]);
  });

  it('keeps codes camelCase', () => {
    for (const [code] of entries) expect(code).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it.each([
    ['requestQrCodeFailed', 'Request new QR Code failed'],
    ['statusCheckFailed', 'Status check failed!'],
    ['invalidSessionStatus', 'Invalid session status [{status}]'],
    ['loginUserMismatch', 'Login user and wallet user mismatch, please logout, then login to retry'],
    ['retryForbidden', 'Please start this workflow from the beginning'],
    ['unknown', 'We encountered some errors when processing the request'],
    ['thirdPartyLoginFailed', 'Login with third party failed'],
    ['busy', 'Busy processing another DID Connect request'],
    ['invalidNextWorkflow', 'Invalid nextWorkflow: {value}: {detail}'],
    ['switchPassportFailed', 'Switch passport failed'],
    ['switchPassportSucceed', 'Switch passport succeed'],
    ['getPassportFailed', 'Get passports failed'],
    ['noPassports', 'No passports to switch'],
    ['thirdPartyLoginNotConfigured', 'Third party login is not configured'],
    ['bindProviderSucceed', 'Bind {provider} succeed'],
    ['unbindProviderFailed', 'Unbind {provider} failed'],
    ['loginProviderFailed', 'Login {provider} failed'],
    ['authDeclined', 'You have declined the authentication request'],
    ['cancelAuth', 'Cancel authentication'],
    ['connectPasskeySucceed', 'Passkey add succeed'],
    ['disconnectPasskeyFailed', 'Passkey remove failed'],
    ['verifyPasskeyFailed', 'Passkey verify failed'],
    ['passkeyNotConfigured', 'Passkey is not configured'],
    ['codeSentSuccess', 'Verification code sent successfully'],
    ['webauthnCanceled', 'Authentication was canceled'],
    ['webauthnSecurityError', 'A security error occurred during authentication'],
    ['webauthnNotSupported', 'This browser does not support passkey authentication'],
    ['webauthnAborted', 'Authentication was aborted'],
    ['popupOpenFailed', 'Failed to open popup'],
    ['popupTimeout', 'Timeout'],
    ['popupClosed', 'Popup closed'],
    ['popupProviderRequired', 'Must have extraParams.provider'],
    ['connectAlreadyOpen', 'DID Connect is already opened, please wait for it to complete'],
    ['connectTimeout', 'DID Connect timeout, please reopen DID Connect popup'],
    ['refreshTokenNotFound', 'Refresh token not found'],
    ['invalidResponse', 'Invalid response'],
    ['invalidToken', 'Invalid token'],
    ['sessionTokenWriteFailed', "Can't write session token, please use https url to access this page"],
    ['federatedLoginInfoMissing', 'No federated login info detected'],
    ['federatedAutoLoginFailed', 'Auto login federated account failed'],
    ['federatedManualLoginFailed', 'Manual login federated account failed'],
    ['federationMasterMissing', 'Federated login requires an existing master app'],
    ['noUser', 'no user'],
    ['copyPrompt', 'Copy to clipboard: {modifier}+C, Enter'],
    ['inviteCopied', 'Your invite link has been copied to the clipboard. Send it to your friends to complete the invitation'],
    ['networkError', 'Network Error'],
    ['requestAborted', 'request aborted'],
    ['requestTimeout', 'timeout of {ms}ms exceeded'],
    ['requestFailed', 'request failed with status code {status}'],
    ['emailRequired', 'Email is required'],
    ['emailFormatIncorrect', 'Email format is incorrect'],
    ['emailInvalid', 'Invalid email address'],
    ['storageEngineInvalid', 'storageEngine must be cookie or localStorage'],
    ['didParseFailed', 'Failed to parse DID'],
    ['didInvalid', 'Invalid DID'],
    ['dataTooLong', 'Data too long'],
  ] as const)('%s reads exactly as SPEC §8 has it', (code, text) => {
    expect(messageEntry(code).en).toBe(text);
  });

  it('answers a bridge login without user with 400', () => {
    expect(CATALOGUE.noUser.status).toBe(400);
  });
});
