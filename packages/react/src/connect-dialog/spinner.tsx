export function Spinner({ label }: { label: string }) {
  return <span className="foyer-spinner" role="progressbar" aria-label={label} />;
}
