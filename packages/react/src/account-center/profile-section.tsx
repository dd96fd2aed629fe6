import { LOCALES, type Locale } from '@foyer/core';
import { useId } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { Avatar } from '../widgets/avatar/avatar.js';
import { ACCOUNT_PATHS } from './account-requests.js';
import { EmailChange } from './email-change.js';
import { SectionFrame } from './section-frame.js';
import { useAccountAction } from './use-account-action.js';
import { useAccountTranslate } from './use-account-translate.js';

// Each language named in itself, as language pickers do.
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', zh: '简体中文' };

/** Name and avatar (from the person's wallet or provider), the e-mail with a change proven by code, and the language. */
export function ProfileSection() {
  const t = useAccountTranslate();
  const { user, locale, setLocale } = useSession();
  const client = useInternals()?.client;
  const action = useAccountAction();
  const languageId = useId();
  if (!user) return null;

  async function changeLanguage(next: string) {
    const saved = await action.run('locale', (session, current) => session.request(ACCOUNT_PATHS.profile, { method: 'PUT', body: { locale: next }, query: { locale: current } }));
    if (saved) setLocale(next);
  }

  return (
    <SectionFrame title={t('profile')} notice={action.notice}>
      <div className="foyer-account__profile">
        <Avatar did={user.did} src={user.avatar} size={64} />
        <dl className="foyer-account__facts">
          <dt>{t('name')}</dt>
          <dd>{user.fullName || '—'}</dd>
          <dt>{t('email')}</dt>
          <dd>{user.email || t('noEmail')}</dd>
        </dl>
      </div>
      <div className="foyer-account__group">
        <h3 className="foyer-account__subheading">{t('changeEmail')}</h3>
        <EmailChange action={action} onChanged={() => void client?.getSession()} />
      </div>
      <div className="foyer-account__group">
        <label htmlFor={languageId} className="foyer-account__label">
          {t('language')}
        </label>
        <select id={languageId} className="foyer-input" value={locale} disabled={action.working === 'locale'} aria-busy={action.working === 'locale'} onChange={(event) => void changeLanguage(event.target.value)}>
          {LOCALES.map((each) => (
            <option key={each} value={each} lang={each}>
              {LANGUAGE_NAMES[each]}
            </option>
          ))}
        </select>
      </div>
    </SectionFrame>
  );
}
