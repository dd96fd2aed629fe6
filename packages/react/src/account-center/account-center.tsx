import { useState, type ComponentType } from 'react';
import { useSession } from '../session/use-session.js';
import { rootProps } from '../util/root-props.js';
import { ACCOUNT_SECTIONS, type AccountSection } from './account-sections.js';
import { AppsSection } from './apps-section.js';
import { DeleteSection } from './delete-section.js';
import { DidSpaceSection } from './did-space-section.js';
import { PassportsSection } from './passports-section.js';
import { ProfileSection } from './profile-section.js';
import { SessionsSection } from './sessions-section.js';
import { SignInSection } from './sign-in-section.js';
import { useAccountTranslate } from './use-account-translate.js';
import '../styles/form.css';
import './account-center.css';

export interface AccountCenterProps {
  /** The section shown first; 'profile' unless given. */
  section?: AccountSection;
}

const SECTIONS: Record<AccountSection, ComponentType> = {
  profile: ProfileSection,
  'sign-in': SignInSection,
  passports: PassportsSection,
  sessions: SessionsSection,
  apps: AppsSection,
  'did-space': DidSpaceSection,
  delete: DeleteSection,
};

/** What a signed-in person can do about their own account, one section at a time, inside a SessionProvider. */
export default function AccountCenter({ section = 'profile' }: AccountCenterProps) {
  const { user, theme } = useSession();
  const t = useAccountTranslate();
  const [shown, setShown] = useState<AccountSection>(section);
  const [wasGiven, setWasGiven] = useState(section);
  // A new `section` from the page (its address changed) wins over the one chosen here.
  if (section !== wasGiven) {
    setWasGiven(section);
    setShown(section);
  }
  if (!user) return null;
  const Section = SECTIONS[shown];

  return (
    <div className="foyer foyer-account" {...rootProps(theme)}>
      <h1 className="foyer-account__title">{t('accountCenter')}</h1>
      <nav className="foyer-account__nav" aria-label={t('sections')}>
        <ul>
          {ACCOUNT_SECTIONS.map((id) => (
            <li key={id}>
              <button type="button" className="foyer-account__tab" aria-current={id === shown ? 'page' : undefined} onClick={() => setShown(id)}>
                {t(id)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="foyer-account__main">
        <Section key={shown} />
      </div>
    </div>
  );
}
