import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's state kept in the address (`?patientId=…&dateFrom=…`): the parameters as rendered, and
 * `change(edit)`, which edits a copy of them and navigates (replacing the history entry by default).
 *
 * React Router renders a navigation in a transition and hands a functional update the parameters of
 * the last render, so two changes made before the first is rendered (a practitioner chosen, then a
 * day typed at once on a busy machine) would each start from the old address, and the second would
 * drop the first. Changes not yet rendered are chained here: each starts from the one before it.
 */
export function useAddressParams(): [URLSearchParams, (edit: (next: URLSearchParams) => void, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const unrendered = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    unrendered.current = null;
  }, [params]);
  const change = (edit: (next: URLSearchParams) => void, { replace = true }: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(unrendered.current ?? params);
    edit(next);
    unrendered.current = next;
    setParams(next, { replace });
  };
  return [params, change];
}

/** Sets `name` to `value`, or removes it when the value is empty. */
export function setOrDelete(params: URLSearchParams, name: string, value: string | null | undefined): void {
  if (value) params.set(name, value);
  else params.delete(name);
}
