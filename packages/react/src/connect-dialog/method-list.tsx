import type { Locale } from '@foyer/core';
import type { ConnectMethod } from '../methods/connect-method.js';
import { LIST } from '../styles/ui-classes.js';

interface MethodListProps {
  methods: readonly ConnectMethod[];
  locale: Locale;
  label: string;
  /** Called straight from the click, so the method's `start` may still open a window. */
  onPick(method: ConnectMethod): void;
}

export function MethodList({ methods, locale, label, onPick }: MethodListProps) {
  return (
    <ul className={`${LIST.list} foyer-method-list`} aria-label={label}>
      {methods.map((method) => (
        <li key={method.id}>
          <button type="button" className={`${LIST.button} foyer-method-list__item`} onClick={() => onPick(method)}>
            <span className="foyer-method-list__icon">{method.icon}</span>
            {method.label(locale)}
          </button>
        </li>
      ))}
    </ul>
  );
}
