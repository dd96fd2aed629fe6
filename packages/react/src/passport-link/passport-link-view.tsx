import { createPassportLink, type PassportLink } from '@foyer/client';
import { PASSPORT_ROLES, ROLES, type PassportRole } from '@foyer/core';
import { useState, type FormEvent } from 'react';
import { QrCode } from '../qr-code/qr-code.js';
import { useInternals, useSession } from '../session/use-session.js';
import { useFeatureTranslate } from '../session/use-translate.js';
import { errorText } from '../util/error-text.js';
import { rootProps } from '../util/root-props.js';
import { PASSPORT_LINK_LABELS } from './labels.js';
import './passport-link.css';

const DAY_MS = 24 * 60 * 60 * 1000;

export default function PassportLinkView() {
  const { user, locale, theme } = useSession();
  const client = useInternals()?.client;
  const t = useFeatureTranslate(PASSPORT_LINK_LABELS);
  // Only an owner hands out owner passports; the server refuses anyone else too.
  const roles = PASSPORT_ROLES.filter((role) => role !== ROLES.owner || user?.role === ROLES.owner);
  const [role, setRole] = useState<PassportRole>(ROLES.member);
  const [title, setTitle] = useState('');
  const [days, setDays] = useState('');
  const [link, setLink] = useState<PassportLink | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!user || !client) return null;

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!client) return;
    setBusy(true);
    setError('');
    try {
      const validDays = Number(days);
      const input = { role, ...(title.trim() ? { title: title.trim() } : {}), ...(days && validDays > 0 ? { expiresAt: Date.now() + validDays * DAY_MS } : {}) };
      setLink(await createPassportLink(client.request, input));
    } catch (caught) {
      setLink(null);
      setError(errorText(caught, locale));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="foyer foyer-passport-link" {...rootProps(theme)}>
      <form className="foyer-passport-link__form" onSubmit={(event) => void create(event)}>
        <label>
          {t('role')}
          <select value={role} onChange={(event) => setRole(event.target.value as PassportRole)}>
            {roles.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('title')}
          <input value={title} maxLength={100} placeholder={t('titlePlaceholder')} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <label>
          {t('validDays')}
          <input type="number" min={1} value={days} title={t('validDaysHint')} onChange={(event) => setDays(event.target.value)} />
        </label>
        <button type="submit" className="foyer-button" disabled={busy} aria-busy={busy}>
          {t('create')}
        </button>
      </form>
      {error && (
        <p className="foyer-passport-link__error" role="alert">
          {error}
        </p>
      )}
      {link && (
        <section className="foyer-passport-link__result" aria-label={t('link')}>
          <QrCode value={link.url} label={t('qr')} />
          <label>
            {t('link')}
            <input readOnly value={link.url} onFocus={(event) => event.target.select()} />
          </label>
          <p>{t('linkExpires', { date: new Date(link.expiresAt).toLocaleString(locale) })}</p>
        </section>
      )}
    </div>
  );
}
