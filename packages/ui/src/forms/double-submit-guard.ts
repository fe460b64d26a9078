/**
 * Every save ignores a second click while the first is in flight (issue 28 item 16), in one place for
 * both apps: a click on a submit button that is the second of a quick series (a double click), or on
 * a button that already shows it is working (Mantine's `data-loading`, `aria-busy`), is stopped before
 * React or the form sees it. A slow save is then covered by the button's own loading state, which the
 * api-hook pattern sets from the mutation's `isPending`.
 */
export function isRepeatedSave(event: MouseEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('button');
  if (!button) return false;
  if (button.hasAttribute('data-loading') || button.getAttribute('aria-busy') === 'true') return true;
  return button.type === 'submit' && event.detail > 1;
}

/** Installs the guard on a document once; returns how to remove it (tests). */
export function installDoubleSubmitGuard(doc: Document = document): () => void {
  const guard = (event: MouseEvent) => {
    if (!isRepeatedSave(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  doc.addEventListener('click', guard, true);
  return () => doc.removeEventListener('click', guard, true);
}
