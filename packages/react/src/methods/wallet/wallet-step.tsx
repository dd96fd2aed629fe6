import { SIZES, WALLET_DOWNLOAD_URL, deepLink, type Provider } from '@foyer/core';
import { failedTitle } from '../../connect-dialog/action-wording.js';
import { StatusScreen } from '../../connect-dialog/status-screen.js';
import { Spinner } from '../../connect-dialog/spinner.js';
import { QrCode } from '../../qr-code/qr-code.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { CopyWalletLink } from './copy-wallet-link.js';
import { useWalletSession } from './use-wallet-session.js';
import { userChangeFlow } from './user-change-flow.js';
import { WalletShortcuts } from './wallet-shortcuts.js';
import './wallet.css';

// The phone drawer spans the screen and the sign-in page has the room: both draw the code larger than the 440 px dialog.
const QR_SIZES = { dialog: SIZES.qr, drawer: SIZES.qrLarge, page: SIZES.qrLargest } as const;

/** DID Wallet sign-in (SPEC §2.2, §2.4): scan the QR code or open the wallet, then approve there; `provider` 'nft' signs in by an NFT it holds. */
export default function WalletStep(props: ConnectMethodProps & { provider?: Provider }) {
  const { t } = props;
  const { view, finishError, retry } = useWalletSession(props, props.provider);
  const flow = userChangeFlow(props.context.action);
  const again = { label: t('retry'), onClick: retry };
  // A failed session cannot be shown again, so Back also returns to a fresh QR code; other methods are one link up.
  const back = { label: t('back'), onClick: retry };
  const failed = failedTitle(props.context.action, t);

  if (finishError) return <StatusScreen status="error" title={failed} message={finishError} back={back} retry={again} />;
  // A refused token request leaves no URL: its message shows, not an endless spinner.
  if (view?.status === 'error' && !view.loading) return <StatusScreen status="error" title={failed} message={view.error} back={back} retry={again} />;
  if (!view || view.loading || !view.url) return <Spinner label={t('loading')} />;
  if (view.status === 'scanned') {
    // A chained flow is back at scanned while the wallet answers its next step (SPEC §4).
    const next = Boolean(view.nextWorkflow);
    return (
      <StatusScreen status="scanned" title={t(next ? 'walletNextStep' : 'walletRequesting')} message={t(next ? 'walletNextStepHint' : 'walletApproveHint')}>
        {view.mfaCode != null && (
          <p className="foyer-wallet__mfa" data-mfa-code={view.mfaCode}>
            {t('walletMfaHint')}
            <strong>{view.mfaCode}</strong>
          </p>
        )}
      </StatusScreen>
    );
  }
  if (view.status === 'succeed') {
    // A flow that changes the user ends on its done screen once the user is reloaded, not on 'Signed in'.
    return flow ? <Spinner label={t('loading')} /> : <StatusScreen status="succeed" title={t('successTitle')} message={t('successMessage')} />;
  }
  if (view.status === 'busy') return <StatusScreen status="busy" title={t('busyTitle')} message={view.error} back={back} retry={again} />;

  const link = deepLink(view.url, { appInfo: view.appInfo });
  // The auth URL is served from the app's address, as the web wallet is.
  const appUrl = view.appInfo?.appUrl ?? new URL(view.url).origin;
  return (
    <div className="foyer-wallet">
      <div className="foyer-wallet__qr" data-did-auth-url={link}>
        <QrCode value={link} label={t(flow?.scan ?? 'walletScan')} size={QR_SIZES[props.context.layout ?? 'dialog']} />
      </div>
      <p className="foyer-wallet__hint">{t(flow?.scan ?? 'walletScan')}</p>
      <CopyWalletLink link={link} t={t} toast={props.toast} locale={props.context.locale} />
      <WalletShortcuts t={t} toast={props.toast} locale={props.context.locale} appUrl={appUrl} authUrl={view.url} deepLink={link} />
      <a className="foyer-button foyer-wallet__open" href={link}>
        {t('walletOpen')}
      </a>
      <p className="foyer-wallet__download">
        {t('walletMissing')}{' '}
        <a href={WALLET_DOWNLOAD_URL} target="_blank" rel="noreferrer">
          {t('walletDownload')}
        </a>
      </p>
    </div>
  );
}
