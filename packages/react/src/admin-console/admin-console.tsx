import { useEffect, useState, type ReactNode } from 'react';
import { OAuthClients } from '../oauth-clients/oauth-clients.js';
import { useSession } from '../session/use-session.js';
import { rootProps } from '../util/root-props.js';
import { ADMIN_SECTIONS, isAdminSection, type AdminSection } from './admin-sections.js';
import { AuditSection } from './audit-section.js';
import { MembersSection } from './members-section.js';
import { MethodsSection } from './methods-section.js';
import { OverviewSection } from './overview-section.js';
import { PassportsSection } from './passports-section.js';
import { useAdminTranslate } from './use-admin-translate.js';
import './admin-console.css';

export interface AdminConsoleProps {
  /** The section to show; without it, the URL's hash (#members), else the overview. */
  section?: AdminSection;
}

const fromHash = (): AdminSection | null => {
  const hash = typeof location === 'undefined' ? '' : location.hash.slice(1);
  return isAdminSection(hash) ? hash : null;
};

function SectionBody({ section }: { section: AdminSection }): ReactNode {
  const t = useAdminTranslate();
  switch (section) {
    case 'overview':
      return <OverviewSection />;
    case 'members':
      return <MembersSection />;
    case 'passports':
      return <PassportsSection />;
    case 'clients':
      return <OAuthClients />;
    case 'methods':
      return <MethodsSection />;
    case 'audit':
      return <AuditSection />;
    default:
      return <p className="foyer-admin__muted">{t('notBuilt')}</p>;
  }
}

/** The owner's and admins' console: a navigation of sections, the chosen one a landmark under its heading. */
export default function AdminConsoleView({ section }: AdminConsoleProps) {
  const { theme } = useSession();
  const t = useAdminTranslate();
  const [hashed, setHashed] = useState<AdminSection | null>(fromHash);
  useEffect(() => {
    const follow = () => setHashed(fromHash());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  const current = section ?? hashed ?? 'overview';

  return (
    <div className="foyer foyer-admin" {...rootProps(theme)}>
      <h1 className="foyer-admin__title">{t('console')}</h1>
      <nav className="foyer-admin__nav" aria-label={t('sections')}>
        <ul>
          {ADMIN_SECTIONS.map((each) => (
            <li key={each}>
              <a href={`#${each}`} aria-current={each === current ? 'page' : undefined} onClick={() => setHashed(each)}>
                {t(each)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="foyer-admin__section" aria-labelledby={`foyer-admin-${current}`}>
        <h2 id={`foyer-admin-${current}`}>{t(current)}</h2>
        <SectionBody key={current} section={current} />
      </section>
    </div>
  );
}
