import { formatMessage } from '@foyer/core';
import { Avatar, ConfirmDialog, DidAddress, TimeWidget, UserCard, type UserCardUser } from '@foyer/react';
import { createTranslate, Toaster, type Toast } from '@foyer/react/gallery';
import type { ComponentType } from 'react';
import { FIXTURE_DIDS, fixtureUser } from '../fixtures/fixture-people.js';
import { fixtureErrorToasts, fixtureToasts } from '../fixtures/fixture-toasts.js';
import { fixtureWords } from '../fixtures/fixture-words.js';
import { FixtureSession } from '../fixture-session.js';
import type { GalleryScene } from '../gallery-scene.js';
import { PressOnMount } from '../press-on-mount.js';

type StateView = ComponentType<{ scene: GalleryScene }>;
const nothing = () => undefined;
const stack = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 } as const;

/** A user whose card has more than four fields, so the Basic card lays them out as a grid (SPEC §2.18). */
function cardUser({ locale }: GalleryScene): UserCardUser {
  const words = fixtureWords(locale);
  const { did, fullName, email } = fixtureUser('owner', locale);
  return {
    did,
    fullName,
    email,
    metadata: {
      bio: words.bio,
      email,
      phone: { country: 'GB', phoneNumber: '+44 20 7946 0958' },
      location: words.location,
      timezone: 'Europe/London',
      links: [{ url: 'https://app.example/people/ada-lovelace-and-the-analytical-engine' }],
    },
  };
}

function toastState(toasts: (locale: GalleryScene['locale']) => Toast[]): StateView {
  return function ToastState({ scene }) {
    return (
      <FixtureSession scene={scene}>
        <Toaster toasts={toasts(scene.locale)} dismiss={nothing} theme={scene.theme} t={createTranslate(scene.locale)} />
      </FixtureSession>
    );
  };
}

export const WIDGET_STATES = {
  toasts: toastState(fixtureToasts),
  'toasts-error': toastState(fixtureErrorToasts),
  'confirm-dialog': function ConfirmState({ scene }) {
    const words = fixtureWords(scene.locale);
    return (
      <FixtureSession scene={scene}>
        <ConfirmDialog open title={words.confirmTitle} content={words.confirmContent} confirmText={words.confirmText} onConfirm={nothing} onClose={nothing} />
      </FixtureSession>
    );
  },
  'confirm-dialog-busy': function ConfirmBusyState({ scene }) {
    const words = fixtureWords(scene.locale);
    return (
      <FixtureSession scene={scene}>
        <ConfirmDialog open title={words.confirmTitle} content={words.confirmContent} confirmText={words.confirmText} onConfirm={() => new Promise(nothing)} onClose={nothing} />
        <PressOnMount selector='[role="alertdialog"] button[aria-busy]' />
      </FixtureSession>
    );
  },
  'confirm-dialog-error': function ConfirmErrorState({ scene }) {
    const words = fixtureWords(scene.locale);
    const refuse = async () => {
      throw new Error(formatMessage('disconnectPasskeyFailed', {}, scene.locale));
    };
    return (
      <FixtureSession scene={scene}>
        <ConfirmDialog open title={words.confirmTitle} content={words.confirmContent} confirmText={words.confirmText} onConfirm={refuse} onClose={nothing} />
        <PressOnMount selector='[role="alertdialog"] button[aria-busy]' />
      </FixtureSession>
    );
  },
  'user-card-detailed': function DetailedCardState({ scene }) {
    const user = cardUser(scene);
    return (
      <FixtureSession scene={scene}>
        <div style={stack}>
          <UserCard user={user} infoType="NameOnly" />
          <UserCard user={user} infoType="Minimal" />
          <UserCard user={user} infoType="Basic" />
        </div>
      </FixtureSession>
    );
  },
  'user-card-avatar-only': function AvatarOnlyCardState({ scene }) {
    return (
      <FixtureSession scene={scene}>
        <UserCard user={cardUser(scene)} cardType="AvatarOnly" infoType="Basic" avatarSize={40} />
        <PressOnMount selector=".foyer-user-card__trigger" how="focus" />
      </FixtureSession>
    );
  },
  'did-address': function DidAddressState({ scene }) {
    return (
      <FixtureSession scene={scene}>
        <div style={stack}>
          <DidAddress did={FIXTURE_DIDS.owner} showQrCode />
          <DidAddress did={FIXTURE_DIDS.ethereum} copyable={false} />
        </div>
      </FixtureSession>
    );
  },
  'did-address-qr': function DidQrState({ scene }) {
    return (
      <FixtureSession scene={scene}>
        <DidAddress did={FIXTURE_DIDS.owner} showQrCode />
        <PressOnMount selector=".foyer-did__button[aria-haspopup]" />
      </FixtureSession>
    );
  },
  'time-widget': function TimeState({ scene }) {
    const moment = Date.now() - 5 * 60_000;
    return (
      <FixtureSession scene={scene}>
        <div style={stack}>
          <TimeWidget value={moment} />
          <TimeWidget value={moment} mode="absolute" />
          <TimeWidget value={moment} mode="utc" />
          <TimeWidget value={moment} mode="combined" />
        </div>
      </FixtureSession>
    );
  },
  avatar: function AvatarState({ scene }) {
    return (
      <FixtureSession scene={scene}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <Avatar did={FIXTURE_DIDS.ethereum} size={48} />
          <Avatar did={FIXTURE_DIDS.owner} size={48} />
          <Avatar did={FIXTURE_DIDS.member} size={24} />
          <Avatar did="" size={48} />
        </div>
      </FixtureSession>
    );
  },
} satisfies Record<string, StateView>;
