import { useRef, useState } from 'react';
import { FORM } from '../../styles/ui-classes.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { CreatePasskeyDialog } from './create-passkey-dialog.js';

/** 'Create passkey' (SPEC §2.10) opens the create-passkey dialog at once; once closed, it can be opened again from here. */
export default function CreatePasskeyStep(props: ConnectMethodProps) {
  const { t, context } = props;
  const [open, setOpen] = useState(true);
  const reopen = useRef<HTMLButtonElement>(null);
  return (
    <div className={FORM.form}>
      <p className={FORM.hint}>{t('passkeyClosedHint')}</p>
      <button ref={reopen} type="button" className="foyer-button" onClick={() => setOpen(true)}>
        {context.user ? t('passkeyConnect') : t('passkeyCreate')}
      </button>
      <CreatePasskeyDialog {...props} open={open} onClose={() => setOpen(false)} returnFocus={reopen} />
    </div>
  );
}
