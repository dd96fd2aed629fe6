import { validateEmail } from '@foyer/core';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_PATHS } from './account-requests.js';
import { BusyButton } from './busy-button.js';
import type { AccountAction } from './use-account-action.js';
import { useAccountTranslate } from './use-account-translate.js';

/** A new e-mail address proven by the code sent to it (the KYC e-mail routes) before it becomes the account's. */
export function EmailChange({ action, onChanged }: { action: AccountAction; onChanged(): void }) {
  const t = useAccountTranslate();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');

  async function send(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    // Checked here as the server checks it (SPEC limits), so the person learns at once.
    const sent = await action.run('email-send', async (client, locale) => {
      const checked = validateEmail(address);
      if (!checked.ok) throw checked.error;
      return client.request(ACCOUNT_PATHS.emailSend, { method: 'POST', body: { email: address }, query: { locale } });
    }, t('codeSent', { email: address }));
    if (sent) setSentTo(address);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const verified = await action.run('email-verify', (client, locale) => client.request<{ email: string }>(ACCOUNT_PATHS.emailVerify, { method: 'POST', body: { code: code.trim() }, query: { locale } }), ({ email: changed }) => t('emailChanged', { email: changed }));
    if (!verified) return;
    setSentTo(null);
    setEmail('');
    setCode('');
    onChanged();
  }

  if (sentTo) {
    return (
      <form className="foyer-account__inline-form" onSubmit={(event) => void verify(event)}>
        <label>
          <span className="foyer-account__label">{t('code')}</span>
          <input className="foyer-input" inputMode="numeric" autoComplete="one-time-code" value={code} required onChange={(event) => setCode(event.target.value)} />
        </label>
        <BusyButton type="submit" busy={action.working === 'email-verify'} secondary={false}>
          {t('verifyCode')}
        </BusyButton>
      </form>
    );
  }
  return (
    <form className="foyer-account__inline-form" onSubmit={(event) => void send(event)}>
      <label>
        <span className="foyer-account__label">{t('newEmail')}</span>
        <input className="foyer-input" type="email" autoComplete="email" value={email} required onChange={(event) => setEmail(event.target.value)} />
      </label>
      <BusyButton type="submit" busy={action.working === 'email-send'}>
        {t('sendCode')}
      </BusyButton>
    </form>
  );
}
