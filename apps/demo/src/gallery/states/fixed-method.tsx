import type { ConnectMethod, ConnectMethodProps } from '@foyer/react';
import type { ReactNode } from 'react';

/** A connect method that shows `render`'s view alone, so the real dialog opens straight on that step. */
export function fixedMethod(id: string, render: (props: ConnectMethodProps) => ReactNode): ConnectMethod {
  const View = (props: ConnectMethodProps) => render(props);
  return { id, label: () => id, icon: null, order: 0, isAvailable: () => true, load: async () => ({ default: View }) };
}
