/** What a guarded page shows until the session is known. */
export function CheckingSession() {
  return (
    <p className="demo-muted" aria-busy="true">
      Checking your session…
    </p>
  );
}
