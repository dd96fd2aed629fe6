import { resolveLocale } from '@foyer/core';

const en = {
  title: 'Web wallet',
  opening: 'Opening the request…',
  asks: 'asks you to sign in and share:',
  did: 'Your DID',
  profile: 'Your profile',
  fields: { fullName: 'name', email: 'email', avatar: 'avatar' } as Record<string, string>,
  askedNext: (fields: string) => `${fields} — asked next`,
  nameLabel: 'Profile name',
  nameHint: 'Shared with the app when it asks for your profile.',
  pickCode: 'Pick the number shown on the sign-in page',
  nextWorkflow: 'The app asks for one more step; its sign-in page now shows a new number.',
  approve: 'Approve',
  decline: 'Decline',
  approving: 'Signing you in…',
  declining: 'Declining…',
  approvedTitle: 'Approved',
  approved: (app: string) => `You are signed in to ${app}. This window closes in a moment.`,
  declinedTitle: 'Declined',
  declined: (app: string) => `You declined to sign in to ${app}. This window closes in a moment.`,
  failedTitle: 'Cannot continue',
  missingUrl: 'This page was opened without a sign-in request. Use the sign-in dialog of the app.',
  notOpened: (origin: string) => `Open the web wallet from the sign-in dialog of ${origin}.`,
  otherOrigin: (own: string, other: string) => `This web wallet only signs in to ${own}; the request comes from ${other}.`,
  nfts: 'Your NFTs',
  noNfts: 'none yet',
  nftLabel: 'Add an NFT minted to your DID',
  addNft: 'Add NFT',
  nftUnreadable: 'That is not an NFT this wallet can read.',
  nftNotOwned: 'That NFT belongs to another DID, not to this wallet.',
};

const zh: typeof en = {
  title: '网页钱包',
  opening: '正在打开请求…',
  asks: '请求你登录并提供：',
  did: '你的 DID',
  profile: '你的资料',
  fields: { fullName: '名字', email: '邮箱', avatar: '头像' },
  askedNext: (fields) => `${fields} — 下一步请求`,
  nameLabel: '资料名字',
  nameHint: '应用请求你的资料时提供给它。',
  pickCode: '选择登录页面上显示的数字',
  nextWorkflow: '应用还需要一步，登录页面现在显示了新的数字。',
  approve: '同意',
  decline: '拒绝',
  approving: '正在登录…',
  declining: '正在拒绝…',
  approvedTitle: '已同意',
  approved: (app) => `你已登录 ${app}，此窗口即将关闭。`,
  declinedTitle: '已拒绝',
  declined: (app) => `你已拒绝登录 ${app}，此窗口即将关闭。`,
  failedTitle: '无法继续',
  missingUrl: '打开此页面时没有登录请求，请使用应用的登录对话框。',
  notOpened: (origin) => `请从 ${origin} 的登录对话框打开网页钱包。`,
  otherOrigin: (own, other) => `此网页钱包只登录 ${own}，该请求来自 ${other}。`,
  nfts: '你的 NFT',
  noNfts: '暂无',
  nftLabel: '添加发给你的 DID 的 NFT',
  addNft: '添加 NFT',
  nftUnreadable: '这不是此钱包能读取的 NFT。',
  nftNotOwned: '该 NFT 属于其他 DID，而不是此钱包。',
};

export type WebWalletLabels = typeof en;

/** The page's words in the browser's language (SPEC §9: en and zh, falling back to en). */
export function webWalletLabels(language: string): WebWalletLabels {
  return resolveLocale(language) === 'zh' ? zh : en;
}
