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

  const write = (next: readonly string[]) =>
    changeParams((p) => {
      if (next.length > 0) p.set(SELECTION_PARAM, next.join(','));
      else p.delete(SELECTION_PARAM);
    });

  const add = (drug: RegisterDrug) => {
    if (ids.includes(drug.id)) return;
    if (!canSelectMore(ids.length)) {
      setOverLimit(true);
      return;
    }
    setOverLimit(false);
    setSeen((m) => new Map(m).set(drug.id, drug));
    write([...ids, drug.id]);
  };

  const remove = (id: string) => {
    setOverLimit(false);
    write(ids.filter((x) => x !== id));
  };

  const clear = () => {
    setOverLimit(false);
    write([]);
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
