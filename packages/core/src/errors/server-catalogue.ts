import type { CatalogueEntry } from './catalogue-entry.js';

/** Messages only the server raises: a browser shows them from the response's `error` text, never by code. */
export const SERVER_CATALOGUE = {
  retryForbidden: { en: 'Please start this workflow from the beginning', zh: '请从头开始此流程', status: 403 },
  mfaCodeMismatch: { en: 'The code you picked does not match the one shown on the page', zh: '你选择的数字与页面上显示的不一致', status: 400 },
  signatureInvalid: { en: 'The signature does not match the data and the wallet key', zh: '签名与数据或钱包公钥不匹配', status: 400 },
  passkeyNotConfigured: { en: 'Passkey is not configured', zh: '未配置通行密钥', status: 400 },
  passkeyEmailUnverified: {
    en: 'Please verify your e-mail with the code we sent before creating a passkey',
    zh: '请先用我们发送的验证码验证邮箱，再创建通行密钥',
    status: 400,
  },
  passkeyUserNotVerified: {
    en: 'Your passkey did not check it is you (PIN, fingerprint or face); please use one that does',
    zh: '通行密钥未验证你的身份（PIN、指纹或面容），请使用支持验证的通行密钥',
    status: 400,
  },
  emailTakenByAnother: { en: 'This e-mail address belongs to another account', zh: '此邮箱地址属于其他账号', status: 409 },
  codeIncorrect: { en: 'The code is incorrect', zh: '验证码不正确', status: 400 },
  codeExpired: { en: 'The code has expired, please request a new one', zh: '验证码已过期，请重新获取', status: 400 },
  codeAttemptsExceeded: { en: 'Too many wrong attempts, please request a new code', zh: '错误次数过多，请重新获取验证码', status: 429 },
  codeResendTooSoon: { en: 'Please wait {seconds} seconds before requesting a new code', zh: '请等待 {seconds} 秒后再获取新验证码', status: 429 },
  limitUnavailable: { en: 'This request cannot be accepted right now, please try again later', zh: '暂时无法受理此请求，请稍后重试', status: 503 },
  databaseUnavailable: { en: 'The service is briefly unavailable, please try again in a moment', zh: '服务暂时不可用，请稍后重试', status: 503 },
  clientAddressUnknown: {
    en: 'This server cannot tell its callers apart, so it refuses this request until its operator passes on the caller address',
    zh: '此服务器无法区分调用方，在运营者传入调用方地址之前拒绝此请求',
    status: 503,
  },
  codeUsed: { en: 'This code has already been used', zh: '此验证码已被使用', status: 400 },
  magicLinkInvalid: { en: 'This sign-in link is invalid or has expired', zh: '此登录链接无效或已过期', status: 400 },
  loginTokenInvalid: { en: 'This login token is invalid or has expired', zh: '此登录令牌无效或已过期', status: 401 },
  mailSendFailed: { en: 'Sending the e-mail failed, please try again', zh: '邮件发送失败，请重试', status: 502 },
  webhookHostNotPublic: { en: 'The webhook must be on a public internet host; {host} is not', zh: 'Webhook 必须位于公网主机上；{host} 不是', status: 400 },
  malformedJson: { en: 'Request body is not valid JSON', zh: '请求体不是有效的 JSON', status: 400 },
  malformedForm: { en: 'Request body is not a valid form', zh: '请求体不是有效的表单', status: 400 },
  badRequest: { en: 'Bad request', zh: '错误的请求', status: 400 },
  bodyTooLarge: { en: 'Request body is larger than {max} bytes', zh: '请求体超过 {max} 字节', status: 413 },
  emailLoginOff: { en: 'Signing in by e-mail is turned off for this app', zh: '此应用已关闭邮箱登录', status: 403 },
  walletLoginOff: { en: 'Signing in with a DID wallet is turned off for this app', zh: '此应用已关闭 DID 钱包登录', status: 403 },
  // Passports (issue 15): switch refusals with the reason, one-time issuance links, recovering a lost passport.
  switchPassportRevoked: { en: 'Switch passport failed: the passport was revoked', zh: '切换通行证失败：通行证已被吊销', status: 400 },
  switchPassportExpired: { en: 'Switch passport failed: the passport has expired', zh: '切换通行证失败：通行证已过期', status: 400 },
  passportLinkInvalid: { en: 'This passport link is not valid', zh: '此通行证链接无效', status: 404 },
  passportLinkUsed: { en: 'This passport link has already been used', zh: '此通行证链接已被使用', status: 409 },
  passportLinkExpired: { en: 'This passport link has expired', zh: '此通行证链接已过期', status: 410 },
  passportNotRecoverable: { en: 'This passport cannot be recovered: it is not yours or no longer valid', zh: '无法找回此通行证：它不属于你或已失效', status: 400 },
  // NFT login (issue 15): the wallet presents an NFT of an accepted collection, which it must own.
  nftRequired: { en: 'Sign in needs an NFT from {collections}', zh: '登录需要来自 {collections} 的 NFT', status: 400 },
  nftNotOwned: { en: 'This NFT belongs to another owner', zh: '此 NFT 属于其他持有者', status: 403 },
  nftInvalid: { en: 'This NFT is not genuine: it is not signed by the collection it names', zh: '此 NFT 无效：它并非由其所属收藏系列签发', status: 400 },
  nftLoginOff: { en: 'This app does not accept NFTs for sign-in', zh: '此应用不支持用 NFT 登录', status: 400 },
  nftTransferStale: { en: 'This NFT has a newer owner than the one presenting it', zh: '此 NFT 已转给新的持有者', status: 409 },
  nftOtherCollection: { en: 'This asset already signs in with an NFT of another collection', zh: '此资产已通过另一个收藏系列的 NFT 登录', status: 409 },
  // DID Spaces (issue 15): a space connection the app will not record, and why.
  spaceProviderNotAllowed: { en: 'This storage space provider is not allowed: {origin}', zh: '不允许此存储空间提供方：{origin}', status: 400 },
  spaceProviderUnreachable: { en: 'The storage space provider could not be reached: {origin}', zh: '无法连接存储空间提供方：{origin}', status: 502 },
  spaceGrantInvalid: { en: 'The storage space grant is not signed by the space provider', zh: '存储空间授权不是由存储空间提供方签名的', status: 400 },
  spaceGrantExpired: { en: 'The storage space grant has expired', zh: '存储空间授权已过期', status: 400 },
  spaceGrantWrongApp: { en: 'The storage space grant is for another app', zh: '存储空间授权属于另一个应用', status: 400 },
  spaceGrantWrongUser: { en: 'The storage space grant was given by another account', zh: '存储空间授权来自另一个账户', status: 400 },
  spaceGrantMismatch: { en: 'The storage space does not match its grant', zh: '存储空间与其授权不符', status: 400 },
  spaceCheckFailed: { en: 'The storage space did not keep a test object', zh: '存储空间未能保存测试对象', status: 502 },
  spaceAppUnconfirmed: { en: '{appUrl} does not publish the app DID {appDid}', zh: '{appUrl} 没有发布应用 DID {appDid}', status: 400 },
  // DID domain (issue 15): linking a domain to the app needs the owner's wallet, and a domain that is linked.
  didDomainOwnerOnly: {
    en: "Only the app's owner can link a domain; {did} is not the owner's DID",
    zh: '只有应用的所有者可以关联域名；{did} 不是所有者的 DID',
    status: 403,
  },
  didDomainNotLinked: { en: 'The domain {domain} is not linked to this app', zh: '域名 {domain} 未关联到此应用', status: 404 },
  didConfigurationNone: { en: 'No DID is linked to {domain}', zh: '没有 DID 关联到 {domain}', status: 404 },
  // Federation trust (issue 26): a join proves its key first; the URL it names must speak for that DID, on a public host.
  federationJoinSelf: { en: 'An app cannot join itself, nor the master it follows, as a member', zh: '应用不能以成员身份加入自身或其所跟随的主应用', status: 400 },
  federationAppMismatch: {
    en: '{appUrl} does not publish the DID {appId} with the key that signed the request',
    zh: '{appUrl} 没有用签署此请求的密钥发布 DID {appId}',
    status: 400,
  },
  federationAppNotPublic: { en: 'The app must be on a public internet host; {host} is not', zh: '应用必须位于公网主机上；{host} 不是', status: 400 },
  federationPendingFull: {
    en: 'Too many apps are waiting for approval; please ask again once the admin has decided',
    zh: '等待批准的应用过多，请在管理员处理后再申请',
    status: 429,
  },
  // Console pages (issue 27): the admin console's 403 page says who may open it.
  adminConsoleForbidden: { en: 'Only an owner or admin of {appName} can open its admin console', zh: '只有 {appName} 的所有者或管理员可以打开其管理控制台', status: 403 },
} as const satisfies Record<string, CatalogueEntry>;
