import type { RegisterDrug } from '@portal/contracts';
import { canSelectMore } from '@portal/domain';
import { useAddressParams } from '@portal/ui/page';
import { useState } from 'react';
import { readSelection, SELECTION_PARAM } from '../paths';

/**
 * The chosen drugs, kept in the address (`?selectableDrugs=a,b`: a link or a reload keeps them, and
 * /interactions reads the same parameter), with the drugs seen on the page by id so the choice shows
 * names. Adding a 31st gives `overLimit` instead (spec §5: at most 30).
 */
export function useSelection() {
  const [params, changeParams] = useAddressParams();
  const ids = readSelection(params.get(SELECTION_PARAM));
  const [seen, setSeen] = useState<ReadonlyMap<string, RegisterDrug>>(new Map());
  const [overLimit, setOverLimit] = useState(false);

  /**
   * Edits the chosen ids as the address holds them at the moment of the edit, not as last rendered:
   * two quick clicks (the second before the first's navigation renders) both land.
   */
  const edit = (change: (current: readonly string[]) => readonly string[]) =>
    changeParams((p) => {
      const next = change(readSelection(p.get(SELECTION_PARAM)));
      if (next.length > 0) p.set(SELECTION_PARAM, next.join(','));
      else p.delete(SELECTION_PARAM);
    });

  const add = (drug: RegisterDrug) => {
    let full = false;
    edit((current) => {
      if (current.includes(drug.id)) return current;
      if (!canSelectMore(current.length)) {
        full = true;
        return current;
      }
      return [...current, drug.id];
    });
    setOverLimit(full);
    if (!full) setSeen((m) => new Map(m).set(drug.id, drug));
  };

  const remove = (id: string) => {
    setOverLimit(false);
    edit((current) => current.filter((x) => x !== id));
  };

  const clear = () => {
    setOverLimit(false);
    edit(() => []);
  };

  /** Remembers drugs shown on the page (taken, found, or resolved from the address) for their names. */
  const learn = (drugs: readonly RegisterDrug[]) => {
    if (drugs.every((d) => seen.has(d.id))) return;
    setSeen((m) => {
      const next = new Map(m);
      for (const d of drugs) next.set(d.id, d);
      return next;
    });
  };

  return { ids, seen, overLimit, add, remove, clear, learn };
}
