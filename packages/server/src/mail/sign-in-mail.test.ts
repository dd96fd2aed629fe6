import { describe, expect, it } from 'vitest';
import { signInMail } from './sign-in-mail.js';

const base = { appName: 'Ada <App>', logoUrl: 'http://foyer.test/logo', code: '123456' } as const;

describe('signInMail', () => {
  it('shows the code, validity and ignore line in both parts, escaping the app name in HTML', () => {
    const mail = signInMail({ ...base, locale: 'en', purpose: 'login' });
    expect(mail.subject).toBe('Your sign-in code for Ada <App>');
    expect(mail.html).toContain('Ada &lt;App&gt;');
    expect(mail.html).not.toContain('<App>');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('123456');
      expect(part).toContain('30 minutes');
      expect(part).toContain("ignore this email");
    }
    expect(mail.html).not.toContain('href=');
  });

  it('adds the magic link as a button and as text', () => {
    const link = 'http://foyer.test/?a=1&magicToken=abc';
    const mail = signInMail({ ...base, locale: 'en', purpose: 'login', link });
    expect(mail.html).toContain('href="http://foyer.test/?a=1&amp;magicToken=abc"');
    expect(mail.text).toContain(link);
  });

  it('speaks Chinese and words a KYC mail as a verification', () => {
    expect(signInMail({ ...base, locale: 'zh', purpose: 'login' }).subject).toBe('Ada <App> 登录验证码');
    const kyc = signInMail({ ...base, locale: 'zh', purpose: 'kyc' });
    expect(kyc.subject).toBe('验证你在 Ada <App> 的邮箱');
    expect(kyc.text).toContain('30 分钟内有效');
  });
});
