/**
 * Every save ignores a second click while the first is in flight (issue 28 item 16), in one place for
 * both apps: a click on a button that shows it is working (Mantine's `data-loading`, `aria-busy`, as
 * the api-hook pattern sets from the mutation's `isPending`), or on a submit button of a form whose
 * submit is still running (`aria-busy` on the form), is stopped before React or the form sees it.
 */
export function isRepeatedSave(event: MouseEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('button');
  if (!button) return false;
  if (button.hasAttribute('data-loading') || button.getAttribute('aria-busy') === 'true') return true;
  return button.type === 'submit' && button.form?.getAttribute('aria-busy') === 'true';
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
