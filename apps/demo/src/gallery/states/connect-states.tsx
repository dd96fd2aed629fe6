import { PASSKEY_PATHS } from '@foyer/client';
import { FoyerError, formatMessage } from '@foyer/core';
import { ConnectDialog, emailMethod, type ConnectMethod } from '@foyer/react';
import { EmailStepView, federatedMethods, nftMethod, oauthMethods, passkeyMethods, StatusScreen } from '@foyer/react/gallery';
import { useState, type ComponentType } from 'react';
import { emailFlows } from '../fixtures/email-flows.js';
import { fixtureApp, kycApp, walletOnlyApp } from '../fixtures/fixture-app.js';
import { fixtureUser } from '../fixtures/fixture-people.js';
import { authUrl, walletAnswers, WALLET_TOKENS, type WalletScene } from '../fixtures/wallet-answers.js';
import { FillOnMount } from '../fill-on-mount.js';
import { FixtureSession } from '../fixture-session.js';
import type { GalleryScene } from '../gallery-scene.js';
import { fixedMethod } from './fixed-method.js';
import { poppedUp, stillOpen } from './popup-method.js';

type StateView = ComponentType<{ scene: GalleryScene }>;
const [FIRST, RENEWED] = WALLET_TOKENS;
const close = () => undefined;

/** The real connect dialog on the DID Wallet alone, its connect session answered as `scene` says. */
function walletState(walletScene: (scene: GalleryScene) => WalletScene): StateView {
  return function WalletState({ scene }) {
    const [app] = useState(() => walletOnlyApp(scene.locale));
    const [answers] = useState(() => walletAnswers(walletScene(scene), app, scene.locale));
    return (
      <FixtureSession scene={scene} appInfo={app} answers={answers}>
        <ConnectDialog onClose={close} />
      </FixtureSession>
    );
  };
}

/** The real connect dialog on one e-mail step, held where `emailFlows` has it. */
function emailState(id: keyof ReturnType<typeof emailFlows>): StateView {
  return function EmailState({ scene }) {
    const [method] = useState(() =>
      fixedMethod('email', ({ t, client, context }) => <EmailStepView flow={emailFlows(scene.locale)[id]} action={context.action} request={client.request} t={t} />),
    );
    return (
      <FixtureSession scene={scene}>
        <ConnectDialog methods={[method]} onClose={close} />
      </FixtureSession>
    );
  };
}

// The passkey code is mailed at once: the dialog moves to its code boxes.
const PASSKEY_CODE_SENT = { [PASSKEY_PATHS.emailSend]: () => ({ codeId: 'gallery-code' }) };

/** The real connect dialog on one popup method's step (OAuth, the federation master), its popup round ending in `outcome`. */
function popupState(methodOf: (scene: GalleryScene) => ConnectMethod | undefined, outcome: () => Promise<never>): StateView {
  return function PopupState({ scene }) {
    const [methods] = useState(() => {
      const method = methodOf(scene);
      if (!method) throw new Error('The fixture app offers no such popup method');
      return [poppedUp(method, outcome)];
    });
    return (
      <FixtureSession scene={scene}>
        <ConnectDialog methods={methods} onClose={close} />
      </FixtureSession>
    );
  };
}

const statusOf = (kind: 'error' | 'busy', error: string) => ({ [FIRST]: { status: kind, error } });

export const CONNECT_STATES = {
  'connect-loading': walletState(() => ({ kind: 'pending' })),
  'connect-methods': function MethodsState({ scene }) {
    return (
      <FixtureSession scene={scene} appInfo={fixtureApp(scene.locale)}>
        <ConnectDialog onClose={close} />
      </FixtureSession>
    );
  },
  'connect-page': function PageState({ scene }) {
    return (
      <FixtureSession scene={scene}>
        <ConnectDialog layout="page" />
      </FixtureSession>
    );
  },
  'passkey-create': function PasskeyCreateState({ scene }) {
    const [create] = useState(() => passkeyMethods.filter(({ id }) => id === 'passkey-create'));
    return (
      <FixtureSession scene={scene}>
        <ConnectDialog methods={create} onClose={close} />
      </FixtureSession>
    );
  },
  'passkey-create-code': function PasskeyCodeState({ scene }) {
    const [create] = useState(() => passkeyMethods.filter(({ id }) => id === 'passkey-create'));
    const [app] = useState(() => kycApp(scene.locale));
    return (
      <FixtureSession scene={scene} appInfo={app} answers={PASSKEY_CODE_SENT}>
        <ConnectDialog methods={create} onClose={close} />
        <FillOnMount selector='.foyer-passkey-dialog input[type="email"]' value="ada@app.example" />
      </FixtureSession>
    );
  },
  'passkey-connect': function PasskeyConnectState({ scene }) {
    const [create] = useState(() => passkeyMethods.filter(({ id }) => id === 'passkey-create'));
    const [user] = useState(() => fixtureUser('member', scene.locale));
    return (
      <FixtureSession scene={scene} user={user}>
        <ConnectDialog methods={create} onClose={close} />
      </FixtureSession>
    );
  },
  'connect-qr-waiting': walletState(() => ({ kind: 'status', answers: {} })),
  'connect-qr-scanned': walletState(() => ({ kind: 'status', answers: { [FIRST]: { status: 'scanned', mfaCode: 7 } } })),
  'connect-qr-next-step': walletState(() => ({ kind: 'status', answers: { [FIRST]: { status: 'succeed', nextWorkflow: authUrl(RENEWED) }, [RENEWED]: { status: 'scanned' } } })),
  'connect-qr-timeout': walletState(() => ({ kind: 'status', answers: { [FIRST]: { status: 'timeout' } } })),
  'connect-error': walletState(() => ({ kind: 'refused' })),
  'connect-nft': function NftState({ scene }) {
    const [app] = useState(() => fixtureApp(scene.locale));
    const [answers] = useState(() => walletAnswers({ kind: 'status', answers: {} }, app, scene.locale));
    return (
      <FixtureSession scene={scene} appInfo={app} answers={answers}>
        <ConnectDialog methods={[nftMethod]} onClose={close} />
      </FixtureSession>
    );
  },
  'connect-oauth-waiting': popupState((scene) => oauthMethods({ action: 'login', locale: scene.locale, appInfo: fixtureApp(scene.locale), user: null })[0], stillOpen),
  'connect-oauth-failed': popupState(
    (scene) => oauthMethods({ action: 'login', locale: scene.locale, appInfo: fixtureApp(scene.locale), user: null })[0],
    () => Promise.reject(new FoyerError('popupClosed')),
  ),
  'connect-federated-waiting': popupState((scene) => federatedMethods({ action: 'login', locale: scene.locale, appInfo: fixtureApp(scene.locale), user: null })[0], stillOpen),
  'connect-email-address': function EmailAddressState({ scene }) {
    return (
      <FixtureSession scene={scene}>
        <ConnectDialog methods={[emailMethod]} onClose={close} />
      </FixtureSession>
    );
  },
  'connect-email-invalid': emailState('connect-email-invalid'),
  'connect-email-sending': emailState('connect-email-sending'),
  'connect-email-code': emailState('connect-email-code'),
  'connect-email-magic-link': emailState('connect-email-magic-link'),
  'connect-email-error': emailState('connect-email-error'),
  'status-success': function SuccessState({ scene }) {
    const [method] = useState(() => fixedMethod('success', ({ t }) => <StatusScreen status="succeed" title={t('successTitle')} message={t('successMessage')} />));
    return (
      <FixtureSession scene={scene}>
        <ConnectDialog methods={[method]} onClose={close} />
      </FixtureSession>
    );
  },
  'status-failed': walletState(({ locale }) => ({ kind: 'status', answers: statusOf('error', formatMessage('loginUserMismatch', {}, locale)) })),
  'status-busy': walletState(({ locale }) => ({ kind: 'status', answers: statusOf('busy', formatMessage('busy', {}, locale)) })),
} satisfies Record<string, StateView>;
