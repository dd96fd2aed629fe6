import { FoyerError } from '@foyer/core';
import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { webauthnErrorMessage } from './webauthn-error-message.js';

/** What @simplewebauthn/browser throws: its own error around the browser's DOMException. */
const wrapped = (name: string) =>
  new WebAuthnError({ message: 'raw browser text', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: new DOMException('raw browser text', name) });

describe('webauthnErrorMessage (SPEC §8)', () => {
  it.each([
    ['NotAllowedError', 'Authentication was canceled', '认证已取消'],
    ['SecurityError', 'A security error occurred during authentication', '认证过程中发生安全错误'],
    ['NotSupportedError', 'This browser does not support passkey authentication', '此浏览器不支持通行密钥认证'],
    ['AbortError', 'Authentication was aborted', '认证已中止'],
  ])('%s reads %j (zh %j), wrapped or bare', (name, en, zh) => {
    expect(webauthnErrorMessage(wrapped(name), 'en')).toBe(en);
    expect(webauthnErrorMessage(new DOMException('raw', name), 'en')).toBe(en);
    expect(webauthnErrorMessage(wrapped(name), 'zh')).toBe(zh);
  });

  it('looks at the cause when the wrapper is named otherwise', () => {
    const cause = new DOMException('x', 'NotAllowedError');
    const renamed = new WebAuthnError({ message: 'x', code: 'ERROR_CEREMONY_ABORTED', cause, name: 'WebAuthnError' });
    expect(webauthnErrorMessage(renamed, 'en')).toBe('Authentication was canceled');
  });

  it('shows anything else by its own text: the server answer, the catalogue, the message', () => {
    expect(webauthnErrorMessage(new HttpError(400, { code: 'verifyPasskeyFailed', error: '通行密钥验证失败' }), 'en')).toBe('通行密钥验证失败');
    expect(webauthnErrorMessage(new FoyerError('verifyPasskeyFailed'), 'zh')).toBe('通行密钥验证失败');
    expect(webauthnErrorMessage(wrapped('InvalidStateError'), 'en')).toBe('raw browser text');
    expect(webauthnErrorMessage('??', 'en')).toBe('We encountered some errors when processing the request');
  });
});
