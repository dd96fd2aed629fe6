import type { FeatureLabels } from '../../i18n/translate.js';

export const NFT_LABELS: FeatureLabels<'nftHint'> = {
  en: { nftHint: 'Approve with the DID Wallet that holds your NFT from {collections}.' },
  zh: { nftHint: '请用持有 {collections} NFT 的 DID 钱包确认。' },
};
