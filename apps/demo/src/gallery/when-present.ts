/** Runs `act` on the element `selector` names once it is there (lazy parts load later); answers a function that stops waiting. */
export function whenPresent<E extends Element>(selector: string, act: (element: E) => void): () => void {
  const tryNow = () => {
    const element = document.querySelector<E>(selector);
    if (element) act(element);
    return element !== null;
  };
  if (tryNow()) return () => undefined;
  const observer = new MutationObserver(() => tryNow() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
