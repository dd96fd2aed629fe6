import type { CatalogueEntry } from './catalogue-entry.js';
import type { SERVER_CATALOGUE } from './server-catalogue.js';

export type { CatalogueEntry } from './catalogue-entry.js';

/** Every user-facing message of SPEC §8 (and the few §5 adds), keyed by a stable code; `{name}` marks a parameter. */
export const CATALOGUE = {
  requestQrCodeFailed: { en: 'Request new QR Code failed', zh: '请求新的二维码失败', status: 500 },
  statusCheckFailed: { en: 'Status check failed!', zh: '状态检查失败！', status: 500 },
  invalidSessionStatus: { en: 'Invalid session status [{status}]', zh: '无效的会话状态 [{status}]', status: 400 },
  loginUserMismatch: {
    en: 'Login user and wallet user mismatch, please logout, then login to retry',
    zh: '登录用户与钱包用户不一致，请退出后重新登录',
    status: 403,
  },
  unknown: { en: 'We encountered some errors when processing the request', zh: '处理请求时遇到了一些错误', status: 500 },
  thirdPartyLoginFailed: { en: 'Login with third party failed', zh: '第三方登录失败', status: 400 },
  busy: { en: 'Busy processing another DID Connect request', zh: '正在处理另一个 DID Connect 请求', status: 409 },
  invalidNextWorkflow: { en: 'Invalid nextWorkflow: {value}: {detail}', zh: '无效的 nextWorkflow: {value}: {detail}', status: 400 },

  switchPassportFailed: { en: 'Switch passport failed', zh: '切换通行证失败', status: 400 },
  switchPassportSucceed: { en: 'Switch passport succeed', zh: '切换通行证成功' },
  getPassportFailed: { en: 'Get passports failed', zh: '获取通行证失败', status: 500 },
  noPassports: { en: 'No passports to switch', zh: '没有可切换的通行证', status: 404 },

  thirdPartyLoginNotConfigured: { en: 'Third party login is not configured', zh: '未配置第三方登录', status: 400 },
  bindProviderSucceed: { en: 'Bind {provider} succeed', zh: '绑定 {provider} 成功' },
  bindProviderFailed: { en: 'Bind {provider} failed', zh: '绑定 {provider} 失败', status: 400 },
  unbindProviderSucceed: { en: 'Unbind {provider} succeed', zh: '解绑 {provider} 成功' },
  unbindProviderFailed: { en: 'Unbind {provider} failed', zh: '解绑 {provider} 失败', status: 400 },
  oauthAccountLinkedToAnother: { en: 'This {provider} account is already linked to another user', zh: '此 {provider} 账号已绑定到其他用户', status: 409 },
  oauthProviderAlreadyBound: { en: 'Another {provider} account is already linked to you', zh: '你已绑定了另一个 {provider} 账号', status: 409 },
  walletAlreadyBound: { en: 'A DID Wallet is already connected to your account', zh: '你的账号已绑定 DID 钱包', status: 409 },
  walletLinkedToAnother: { en: 'This DID Wallet belongs to another account', zh: '此 DID 钱包属于其他账号', status: 409 },
  loginProviderFailed: { en: 'Login {provider} failed', zh: '登录 {provider} 失败', status: 400 },
  authDeclined: { en: 'You have declined the authentication request', zh: '你已拒绝认证请求', status: 400 },
  cancelAuth: { en: 'Cancel authentication', zh: '取消认证' },

  connectPasskeySucceed: { en: 'Passkey add succeed', zh: '添加通行密钥成功' },
  connectPasskeyFailed: { en: 'Passkey add failed', zh: '添加通行密钥失败', status: 400 },
  disconnectPasskeySucceed: { en: 'Passkey remove succeed', zh: '移除通行密钥成功' },
  disconnectPasskeyFailed: { en: 'Passkey remove failed', zh: '移除通行密钥失败', status: 400 },
  verifyPasskeyFailed: { en: 'Passkey verify failed', zh: '通行密钥验证失败', status: 400 },
  createPasskeyFailed: { en: 'Create passkey failed', zh: '创建通行密钥失败', status: 400 },
  codeSentSuccess: { en: 'Verification code sent successfully', zh: '验证码发送成功' },

  webauthnCanceled: { en: 'Authentication was canceled', zh: '认证已取消' },
  webauthnSecurityError: { en: 'A security error occurred during authentication', zh: '认证过程中发生安全错误' },
  webauthnNotSupported: { en: 'This browser does not support passkey authentication', zh: '此浏览器不支持通行密钥认证' },
  webauthnAborted: { en: 'Authentication was aborted', zh: '认证已中止' },

  popupOpenFailed: { en: 'Failed to open popup', zh: '打开弹窗失败' },
  popupTimeout: { en: 'Timeout', zh: '超时' },
  popupClosed: { en: 'Popup closed', zh: '弹窗已关闭' },
  // DID Spaces (issue 15): the storage-space guide of an app without a space provider.
  spaceProviderMissing: { en: 'This app has no DID Space provider', zh: '此应用没有 DID Space 提供方' },
  popupProviderRequired: { en: 'Must have extraParams.provider', zh: '必须提供 extraParams.provider', status: 400 },
  connectAlreadyOpen: { en: 'DID Connect is already opened, please wait for it to complete', zh: 'DID Connect 已打开，请等待完成' },
  connectTimeout: { en: 'DID Connect timeout, please reopen DID Connect popup', zh: 'DID Connect 超时，请重新打开 DID Connect 弹窗' },

  refreshTokenNotFound: { en: 'Refresh token not found', zh: '未找到刷新令牌', status: 401 },
  invalidResponse: { en: 'Invalid response', zh: '无效的响应', status: 502 },
  invalidToken: { en: 'Invalid token', zh: '无效的令牌', status: 401 },
  sessionTokenWriteFailed: {
    en: "Can't write session token, please use https url to access this page",
    zh: '无法写入会话令牌，请使用 https 地址访问此页面',
  },

  federatedLoginInfoMissing: { en: 'No federated login info detected', zh: '未检测到联合登录信息', status: 400 },
  federatedAutoLoginFailed: { en: 'Auto login federated account failed', zh: '自动登录联合账户失败' },
  federatedManualLoginFailed: { en: 'Manual login federated account failed', zh: '手动登录联合账户失败' },
  bridgeNoUser: { en: 'no user', zh: '没有已登录的用户', status: 400 },
  federationMasterMissing: { en: 'Federated login requires an existing master app', zh: '联合登录需要一个已存在的主应用', status: 400 },
  federationCallRefused: {
    en: 'This server call is not signed by a federated app, or its signature is invalid, expired or replayed',
    zh: '此服务器调用未由联合应用签名，或签名无效、已过期或被重放',
    status: 401,
  },
  federationAssertionInvalid: {
    en: 'The federated sign-in is invalid, has expired or was already used, please try again',
    zh: '联合登录凭证无效、已过期或已被使用，请重试',
    status: 401,
  },
  federationNotMember: { en: 'This app is not an approved member of the federation', zh: '此应用不是联合中已批准的成员', status: 403 },
  federationNotApproved: {
    en: 'The federation with the master app is not approved (status: {status})',
    zh: '与主应用的联合未获批准（状态：{status}）',
    status: 403,
  },
  federationAlreadyJoined: { en: 'This app already follows a master app; leave it first', zh: '此应用已加入一个主应用，请先退出', status: 409 },
  federationRequestRefused: { en: 'The master app refused the request: {reason}', zh: '主应用拒绝了请求：{reason}', status: 502 },
  noUser: { en: 'no user', zh: '没有用户', status: 400 },

  copyPrompt: { en: 'Copy to clipboard: {modifier}+C, Enter', zh: '复制到剪贴板：{modifier}+C，回车' },
  inviteCopied: {
    en: 'Your invite link has been copied to the clipboard. Send it to your friends to complete the invitation',
    zh: '邀请链接已复制到剪贴板，发送给好友即可完成邀请',
  },

  networkError: { en: 'Network Error', zh: '网络错误' },
  requestAborted: { en: 'request aborted', zh: '请求已中止' },
  requestTimeout: { en: 'timeout of {ms}ms exceeded', zh: '请求超时（{ms}ms）' },
  requestFailed: { en: 'request failed with status code {status}', zh: '请求失败，状态码 {status}' },

  emailRequired: { en: 'Email is required', zh: '请输入邮箱', status: 400 },
  emailFormatIncorrect: { en: 'Email format is incorrect', zh: '邮箱格式不正确', status: 400 },
  emailInvalid: { en: 'Invalid email address', zh: '无效的邮箱地址', status: 400 },
  codeInvalid: { en: 'The code must be 6 digits', zh: '验证码必须是 6 位数字', status: 400 },
  tooManyRequests: { en: 'Too many requests, please try again in {seconds} seconds', zh: '请求过于频繁，请在 {seconds} 秒后重试', status: 429 },
  redirectNotAllowed: { en: 'Redirect URL is not allowed: {url}', zh: '不允许的跳转地址：{url}', status: 400 },
  storageEngineInvalid: { en: 'storageEngine must be cookie or localStorage', zh: 'storageEngine 必须是 cookie 或 localStorage' },
  walletAddressInvalid: { en: 'Invalid wallet address', zh: '无效的钱包地址', status: 400 },
  didParseFailed: { en: 'Failed to parse DID', zh: '解析 DID 失败', status: 400 },
  didInvalid: { en: 'Invalid DID', zh: '无效的 DID', status: 400 },
  dataTooLong: { en: 'Data too long', zh: '数据过长' },
  passkeyUserIdInvalid: { en: 'Passkey user id must be 1 to 64 bytes', zh: '通行密钥用户 ID 必须为 1 到 64 字节', status: 400 },
  outOfRange: { en: '{field} must be between {min} and {max}', zh: '{field} 必须在 {min} 和 {max} 之间', status: 400 },
  inviteDepthExceeded: { en: 'Invite depth exceeds the limit of {max}', zh: '邀请层级超过上限 {max}', status: 400 },
  pageSizeExceeded: { en: 'Page size must be at most {max}', zh: '每页数量不能超过 {max}', status: 400 },
  methodNotAllowed: { en: 'Method {method} is not allowed', zh: '不允许的方法 {method}', status: 400 },

  invalidInput: { en: 'Invalid {field}: {detail}', zh: '无效的 {field}：{detail}', status: 400 },
  csrfRejected: { en: 'Cross-site request refused', zh: '已拒绝跨站请求', status: 403 },
  forbidden: { en: 'Forbidden', zh: '禁止访问', status: 403 },
  freshSignInRequired: {
    en: 'For your safety, please sign in again, then retry within {minutes} minutes',
    zh: '为了你的安全，请重新登录，并在 {minutes} 分钟内重试',
    status: 403,
  },
  notFound: { en: 'Not found', zh: '未找到', status: 404 },
  sessionEnded: { en: 'Session has ended, please sign in again', zh: '会话已结束，请重新登录', status: 401 },
} as const satisfies Record<string, CatalogueEntry>;

/** A browser knows CATALOGUE's codes; the server also SERVER_CATALOGUE's, which it registers at start (see message-entry.ts). */
export type MessageCode = keyof typeof CATALOGUE | keyof typeof SERVER_CATALOGUE;
