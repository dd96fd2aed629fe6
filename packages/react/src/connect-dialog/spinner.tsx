import { SPINNER } from '../styles/ui-classes.js';

export function Spinner({ label }: { label: string }) {
  return <span className={SPINNER.spinner} role="progressbar" aria-label={label} />;
}
