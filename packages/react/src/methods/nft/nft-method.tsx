import { retryImport } from '../../util/retry-import.js';
import type { ConnectMethod } from '../connect-method.js';
import { NftIcon } from './nft-icon.js';

/** Login by NFT (issue 15): offered for sign-in when the app names NFT collections; a DID wallet presents one it holds. */
export const nftMethod: ConnectMethod = {
  id: 'nft',
  // Written the same in English and Chinese, so the eager bundle carries no labels for it.
  label: () => 'NFT',
  icon: <NftIcon />,
  order: 15,
  isAvailable: ({ action, appInfo }) => action === 'login' && Boolean(appInfo?.connectOptions?.allowWallet && appInfo.connectOptions.nftCollections?.length),
  load: retryImport(() => import('./nft-step.js')),
};
