import { adminSectionPath, ADMIN_SECTIONS, type AdminSectionId } from './console-page-data.js';

/** A translatable field of SPEC §4's navigation (title, description): the words in each language Foyer speaks. */
export interface Translated {
  en: string;
  zh: string;
}

export interface NavigationItem {
  id: AdminSectionId;
  title: Translated;
  description: Translated;
  link: string;
}

const WORDS: Record<AdminSectionId, { title: Translated; description: Translated }> = {
  overview: { title: { en: 'Overview', zh: '概览' }, description: { en: 'Sign-ins, failed attempts and pending approvals', zh: '登录、失败尝试与待审批事项' } },
  members: { title: { en: 'Members', zh: '成员' }, description: { en: 'The people of the app, their passports and sign-in methods', zh: '应用的成员及其通行证与登录方式' } },
  passports: { title: { en: 'Passports', zh: '通行证' }, description: { en: 'Passport links, open invitations and the blacklist', zh: '通行证链接、未使用的邀请与黑名单' } },
  clients: { title: { en: 'OAuth clients', zh: 'OAuth 客户端' }, description: { en: 'Apps that sign their users in with this app', zh: '通过本应用登录其用户的应用' } },
  federation: { title: { en: 'Federation', zh: '联盟' }, description: { en: 'Join, approve, reject and leave a federation', zh: '加入、批准、拒绝与退出联盟' } },
  domains: { title: { en: 'Domains', zh: '域名' }, description: { en: "Domains linked to the app's DID", zh: '关联到应用 DID 的域名' } },
  methods: { title: { en: 'Sign-in methods', zh: '登录方式' }, description: { en: 'The methods, providers and limits in force', zh: '当前生效的登录方式、提供方与限制' } },
  audit: { title: { en: 'Audit log', zh: '审计日志' }, description: { en: 'Security events: sign-ins, role and passport changes', zh: '安全事件：登录、角色与通行证变更' } },
};

/** The admin console's sections as SPEC §4's navigation data, in the console's order. */
export function adminNavigation(): NavigationItem[] {
  return ADMIN_SECTIONS.map((id) => ({ id, ...WORDS[id], link: adminSectionPath(id) }));
}
