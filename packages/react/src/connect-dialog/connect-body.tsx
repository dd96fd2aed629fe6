import { Suspense, useState } from 'react';
import { availableMethods } from '../methods/available-methods.js';
import type { ConnectMethod, ConnectMethodProps, MethodContext } from '../methods/connect-method.js';
import { methodComponent } from '../methods/method-component.js';
import { useInternals } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { MethodList } from './method-list.js';
import { Spinner } from './spinner.js';
import { StatusScreen } from './status-screen.js';

interface ConnectBodyProps {
  context: MethodContext;
  methods: readonly ConnectMethod[] | undefined;
  signedIn: boolean;
  /** The title of a flow that finished without signing in, once it has. */
  doneTitle: string;
  complete: ConnectMethodProps['complete'];
  done: ConnectMethodProps['done'];
}

/** A picked method, with what its `start` returned in the click that picked it. */
interface Picked {
  method: ConnectMethod;
  started?: unknown;
}

/** The method list, or the picked method (straight away when it is the only one), or the success screen. */
export function ConnectBody({ context, methods, signedIn, doneTitle, complete, done }: ConnectBodyProps) {
  const internals = useInternals();
  const t = useTranslate();
  const [available] = useState(() => availableMethods(context, methods));
  const only = available.length === 1 ? available[0] : undefined;
  const [picked, setPicked] = useState<Picked | undefined>(only && { method: only });
  if (!internals) return null;
  const { client, toast } = internals;

  function pick(method: ConnectMethod) {
    setPicked({ method, started: method.start?.(context, client) });
  }

  if (signedIn) return <StatusScreen status="succeed" title={t('successTitle')} message={t('successMessage')} />;
  if (doneTitle) return <StatusScreen status="succeed" title={doneTitle} />;
  if (!picked) return <MethodList methods={available} locale={context.locale} label={t('methods')} onPick={pick} />;

  const Method = methodComponent(picked.method);
  return (
    <div className="foyer-method">
      {!only && (
        <button type="button" className="foyer-link-button" onClick={() => setPicked(undefined)}>
          ← {t('otherMethods')}
        </button>
      )}
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Method context={context} client={client} t={t} toast={toast} complete={complete} done={done} started={picked.started} />
      </Suspense>
    </div>
  );
}
