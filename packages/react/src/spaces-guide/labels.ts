import type { FeatureLabels } from '../i18n/translate.js';

type SpacesGuideLabel =
  | 'title'
  | 'description'
  | 'security'
  | 'securityDetail'
  | 'sharing'
  | 'sharingDetail'
  | 'sync'
  | 'syncDetail'
  | 'integration'
  | 'integrationDetail'
  | 'connectNow'
  | 'connecting'
  | 'connected'
  | 'close';

/** SPEC §2.13 storage-space guide, in both locales; lazy with the guide, out of the eager bundle. */
export const SPACES_GUIDE_LABELS: FeatureLabels<SpacesGuideLabel> = {
  en: {
    title: 'Connect to DID Spaces',
    description: 'Your secure, private, and reliable decentralized digital storage space.',
    security: 'Data Security',
    securityDetail: 'Only you and the apps you allow can read what you keep.',
    sharing: 'Data Sharing',
    sharingDetail: 'Share what you choose with the people and apps you choose.',
    sync: 'Data Sync',
    syncDetail: 'Your data follows you to every app and device you connect.',
    integration: 'Data Integration',
    integrationDetail: 'Apps keep their data in one space that stays yours.',
    connectNow: 'Connect Now',
    connecting: 'Connecting',
    connected: 'DID Space connected',
    close: 'Close',
  },
  zh: {
    title: '连接到 DID Spaces',
    description: '你的安全、私密、可靠的去中心化数字存储空间。',
    security: '数据安全',
    securityDetail: '只有你和你允许的应用可以读取你保存的内容。',
    sharing: '数据共享',
    sharingDetail: '与你选择的人和应用分享你选择的内容。',
    sync: '数据同步',
    syncDetail: '你的数据随你进入你连接的每个应用和设备。',
    integration: '数据集成',
    integrationDetail: '应用把数据保存在一个始终属于你的空间里。',
    connectNow: '立即连接',
    connecting: '连接中',
    connected: 'DID Space 已连接',
    close: '关闭',
  },
};
