import { useFeatureTranslate } from '../../session/use-translate.js';
import type { ConnectMethodProps } from '../connect-method.js';
import WalletStep from '../wallet/wallet-step.js';
import { NFT_LABELS } from './labels.js';

/** The wallet's QR code and deep link for a `login` session with provider 'nft', and the same status screens. */
export default function NftStep(props: ConnectMethodProps) {
  const t = useFeatureTranslate(NFT_LABELS);
  const collections = props.context.appInfo?.connectOptions?.nftCollections?.join(', ') ?? '';
  return (
    <>
      <p className="foyer-wallet__hint" data-nft-collections={collections}>
        {t('nftHint', { collections })}
      </p>
      <WalletStep {...props} provider="nft" />
    </>
  );
}
