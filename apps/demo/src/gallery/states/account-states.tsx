import { HttpError, USER_SESSION_PATHS } from '@foyer/client';
import { formatMessage, type UserSession } from '@foyer/core';
import { ConnectButton } from '@foyer/react';
import { AutoSwitch, QuickLogin, SpacesGuide, SwitchPassportDialog } from '@foyer/react/gallery';
import { useRef, useState, type ComponentType } from 'react';
import { FIXTURE_DIDS, fixturePassports, fixtureUser, savedSession, type FixtureRole } from '../fixtures/fixture-people.js';
import { fixtureWords } from '../fixtures/fixture-words.js';
import { FixtureSession } from '../fixture-session.js';
import type { GalleryScene } from '../gallery-scene.js';
import { PressOnMount } from '../press-on-mount.js';

type StateView = ComponentType<{ scene: GalleryScene }>;
const nothing = () => undefined;

/** The signed-in header's ConnectButton with its menu open, for a user of `role` with the saved accounts `accounts` lists. */
function avatarMenuState(role: FixtureRole, extra: (scene: GalleryScene) => Parameters<typeof fixtureUser>[2], accounts: (scene: GalleryScene) => Promise<UserSession[]>): StateView {
  return function AvatarMenuState({ scene }) {
    const [user] = useState(() => fixtureUser(role, scene.locale, extra(scene)));
    const [listAccounts] = useState(() => () => accounts(scene));
    return (
      <FixtureSession scene={scene} user={user} accounts={listAccounts}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ConnectButton />
        </div>
        <PressOnMount selector=".foyer-avatar-button" />
      </FixtureSession>
    );
  };
}

const space = ({ locale }: GalleryScene) => ({ did: FIXTURE_DIDS.owner, name: fixtureWords(locale).spaceName });
const wallet = { walletDid: FIXTURE_DIDS.owner };

export const ACCOUNT_STATES = {
  'switch-passport': function SwitchPassportState({ scene }) {
    const returnFocus = useRef<HTMLElement>(null);
    return (
      <FixtureSession scene={scene} user={fixtureUser('member', scene.locale)}>
        <SwitchPassportDialog passports={fixturePassports(scene.locale)} returnFocus={returnFocus} onClose={nothing} />
      </FixtureSession>
    );
  },
  'spaces-guide': function SpacesGuideState({ scene }) {
    return (
      <FixtureSession scene={scene} user={fixtureUser('member', scene.locale)}>
        <SpacesGuide onClose={nothing} />
      </FixtureSession>
    );
  },
  'avatar-menu-owner': avatarMenuState(
    'owner',
    (scene) => ({ ...wallet, didSpace: space(scene) }),
    async ({ locale }) => [savedSession('admin', locale, 5), savedSession('guest', locale, 90, { provider: 'wallet', walletOS: 'ios' })],
  ),
  'avatar-menu-admin': avatarMenuState('admin', ({ locale }) => ({ roleTitle: fixtureWords(locale).adminTitle }), async ({ locale }) => [savedSession('owner', locale, 30)]),
  'avatar-menu-member': avatarMenuState('member', (scene) => ({ ...wallet, didSpace: space(scene) }), async ({ locale }) => [savedSession('owner', locale, 30)]),
  'avatar-menu-guest': avatarMenuState('guest', () => wallet, async () => []),
  'avatar-menu-accounts-error': avatarMenuState(
    'member',
    () => wallet,
    async ({ locale }) => {
      throw new HttpError(503, { error: formatMessage('unknown', {}, locale) });
    },
  ),
  'quick-login': function QuickLoginState({ scene }) {
    const { locale } = scene;
    const [sessions] = useState(() => [
      savedSession('owner', locale, 3, { provider: 'wallet', walletOS: 'ios' }),
      savedSession('admin', locale, 60 * 26),
      savedSession('guest', locale, 60 * 24 * 12, { provider: 'wallet', walletOS: 'web' }),
    ]);
    return (
      <FixtureSession scene={scene}>
        <QuickLogin sessions={sessions} onClose={nothing} onOtherAccount={nothing} />
      </FixtureSession>
    );
  },
  'switch-account-confirm': function SwitchAccountState({ scene }) {
    const [answers] = useState(() => ({ [USER_SESSION_PATHS.list]: () => ({ list: [savedSession('admin', scene.locale, 45)] }) }));
    const [request] = useState(() => ({ did: FIXTURE_DIDS.admin, required: false }));
    return (
      <FixtureSession scene={scene} user={fixtureUser('member', scene.locale)} answers={answers}>
        <AutoSwitch request={request} onDone={nothing} />
      </FixtureSession>
    );
  },
} satisfies Record<string, StateView>;
