import { EMAIL_CODE, TIME, type Locale } from '@foyer/core';
import type { EmailCodePurpose } from '../store/types.js';
import { escapeHtml } from './escape-html.js';

export interface SignInMailInput {
  locale: Locale;
  purpose: EmailCodePurpose;
  appName: string;
  logoUrl: string;
  code: string;
  /** The magic link, shown as a button when present. */
  link?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const MINUTES = EMAIL_CODE.validityMs / TIME.minute;

interface Wording {
  subject: Record<EmailCodePurpose, (app: string) => string>;
  intro: Record<EmailCodePurpose, string>;
  linkIntro: string;
  button: string;
  validity: string;
  ignore: string;
}

const WORDING: Record<Locale, Wording> = {
  en: {
    subject: { login: (app) => `Your sign-in code for ${app}`, kyc: (app) => `Verify your email for ${app}` },
    intro: { login: 'Enter this code to sign in:', kyc: 'Enter this code to verify your email address:' },
    linkIntro: 'Or sign in with one click:',
    button: 'Sign in',
    validity: `The code is valid for ${MINUTES} minutes.`,
    ignore: "If you didn't ask for this, you can safely ignore this email.",
  },
  zh: {
    subject: { login: (app) => `${app} 登录验证码`, kyc: (app) => `验证你在 ${app} 的邮箱` },
    intro: { login: '请输入以下验证码登录：', kyc: '请输入以下验证码验证你的邮箱：' },
    linkIntro: '或一键登录：',
    button: '登录',
    validity: `验证码 ${MINUTES} 分钟内有效。`,
    ignore: '如果这不是你本人的操作，请忽略此邮件。',
  },
};

function renderHtml(input: SignInMailInput, words: Wording): string {
  const app = escapeHtml(input.appName);
  const button = input.link
    ? `<p style="margin:24px 0 8px">${escapeHtml(words.linkIntro)}</p>
      <a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 28px;border-radius:8px;background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(words.button)}</a>`
    : '';
  return `<!doctype html>
<html lang="${input.locale}">
<body style="margin:0;padding:32px 16px;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#18181b">
  <div style="max-width:480px;margin:0 auto;padding:32px;border-radius:12px;background:#ffffff">
    <div style="display:flex;align-items:center;gap:12px;margin-bottom:24px">
      <img src="${escapeHtml(input.logoUrl)}" alt="" width="40" height="40" style="border-radius:8px">
      <strong style="font-size:18px">${app}</strong>
    </div>
    <p style="margin:0 0 12px">${escapeHtml(words.intro[input.purpose])}</p>
    <div style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:36px;font-weight:700;letter-spacing:8px;padding:16px;border-radius:8px;background:#f4f4f5;text-align:center;user-select:all">${escapeHtml(input.code)}</div>
    ${button}
    <p style="margin:24px 0 0;color:#52525b;font-size:14px">${escapeHtml(words.validity)}</p>
    <p style="margin:8px 0 0;color:#71717a;font-size:13px">${escapeHtml(words.ignore)}</p>
  </div>
</body>
</html>`;
}

function renderText(input: SignInMailInput, words: Wording): string {
  const link = input.link ? ['', words.linkIntro, input.link] : [];
  return [input.appName, '', words.intro[input.purpose], '', input.code, ...link, '', words.validity, words.ignore].join('\n');
}

/** The code (and magic link) mail in the visitor's locale, as HTML and plain text. */
export function signInMail(input: SignInMailInput): RenderedMail {
  const words = WORDING[input.locale];
  return { subject: words.subject[input.purpose](input.appName), html: renderHtml(input, words), text: renderText(input, words) };
}
