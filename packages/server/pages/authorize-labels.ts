import type { Locale } from '@foyer/core';

const en = {
  signingIn: 'Signing you in…',
  asks: (client: string, app: string) => `${client} wants to sign you in with ${app}`,
  willBeAbleTo: 'It will be able to:',
  allow: 'Allow',
  deny: 'Deny',
  working: 'Please wait…',
  failed: 'Something went wrong. Try again.',
};

const zh: typeof en = {
  signingIn: '正在登录…',
  asks: (client, app) => `${client} 请求通过 ${app} 登录你的账号`,
  willBeAbleTo: '它将能够：',
  allow: '允许',
  deny: '拒绝',
  working: '请稍候…',
  failed: '出了点问题，请重试。',
};

export type AuthorizeLabels = typeof en;

/** The authorization page's words in the visitor's language (SPEC §9: en and zh). */
export const authorizeLabels = (locale: Locale): AuthorizeLabels => (locale === 'zh' ? zh : en);
