import type { Locale } from '@foyer/core';

/** Every word the passport pages show, in both locales. */
export const PASSPORT_LABELS = {
  en: {
    issueHeading: 'You are offered a passport',
    unusableHeading: 'This passport link cannot be used',
    issuedBy: '{issuer} issues you the {role} passport',
    issuedByApp: '{app} issues you the {role} passport',
    titled: 'Title: {title}',
    expires: 'Valid until {date}',
    scan: 'Scan with your DID Wallet to receive it',
    openWallet: 'Open in DID Wallet',
    waiting: 'Waiting for your wallet…',
    received: 'Passport received. You are signed in.',
    continue: 'Continue to {app}',
    lostHeading: 'Recover a lost passport',
    lostIntro: 'Pick the passport whose wallet you lost; a new wallet will receive it and the old one is revoked.',
    noPassports: 'You have no passports to recover',
    recover: 'Recover',
    scanNew: 'Scan with your NEW DID Wallet',
    recovered: 'Passport re-issued to your new wallet; the old one is revoked.',
    signingIn: 'Checking your sign-in…',
  },
  zh: {
    issueHeading: '你收到一个通行证',
    unusableHeading: '此通行证链接无法使用',
    issuedBy: '{issuer} 向你签发 {role} 通行证',
    issuedByApp: '{app} 向你签发 {role} 通行证',
    titled: '名称：{title}',
    expires: '有效期至 {date}',
    scan: '用 DID 钱包扫码领取',
    openWallet: '在 DID 钱包中打开',
    waiting: '等待钱包确认…',
    received: '已领取通行证，你已登录。',
    continue: '前往 {app}',
    lostHeading: '找回丢失的通行证',
    lostIntro: '选择钱包已丢失的通行证；新钱包将收到它，旧通行证会被吊销。',
    noPassports: '你没有可找回的通行证',
    recover: '找回',
    scanNew: '用新的 DID 钱包扫码',
    recovered: '通行证已重新签发到你的新钱包，旧通行证已吊销。',
    signingIn: '正在检查登录状态…',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type PassportLabel = keyof (typeof PASSPORT_LABELS)['en'];

/** The label in `locale` with its `{name}` parameters filled in. */
export function passportLabel(locale: Locale, key: PassportLabel, params: Record<string, string> = {}): string {
  return PASSPORT_LABELS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
