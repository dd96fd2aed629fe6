import type { AppInfo, SessionUser, UserSession } from '@foyer/core';
import { StandInSession } from '@foyer/react/gallery';
import { useMemo, type ReactNode } from 'react';
import { FIXTURE_APP_URL, fixtureApp } from './fixtures/fixture-app.js';
import { standInRequest, type FixtureAnswer } from './fixtures/stand-in-request.js';
import type { GalleryScene } from './gallery-scene.js';

interface FixtureSessionProps {
  scene: GalleryScene;
  user?: SessionUser | null;
  /** The fixture app with every method on unless given. */
  appInfo?: AppInfo;
  /** Kept for the state's life (a new object restarts what requests them). */
  answers?: Record<string, FixtureAnswer>;
  /** The saved accounts the avatar menu lists; none unless given. */
  accounts?: () => Promise<UserSession[]>;
  children: ReactNode;
}

const noAccounts = async () => [];
const NO_ANSWERS: Record<string, FixtureAnswer> = {};

/** A state's session: the scene's language and theme, the given user and app, and the stand-in server's answers. */
export function FixtureSession({ scene, user = null, appInfo, answers = NO_ANSWERS, accounts = noAccounts, children }: FixtureSessionProps) {
  const request = useMemo(() => standInRequest(answers), [answers]);
  return (
    <StandInSession
      user={user}
      appInfo={appInfo ?? fixtureApp(scene.locale)}
      locale={scene.locale}
      theme={scene.theme}
      request={request}
      baseUrl={FIXTURE_APP_URL}
      listAccounts={accounts}
    >
      {children}
    </StandInSession>
  );
}
