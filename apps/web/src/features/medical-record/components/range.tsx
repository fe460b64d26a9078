import { VisuallyHidden } from '@mantine/core';
import { defaultRange, type DayRange, type RangeLimits } from '@portal/domain';
import { clinicToday, DateRangeField } from '@portal/ui/forms';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A tab's range of days, kept in the address (`after`, `before`), with the spec's default when absent
 * (part 1 §9: visits and results one year back to today; the waiting list one month back to six ahead).
 */
export function useRangeParams(kind: 'lastYear' | 'waitingList') {
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => clinicToday());
  const fallback = defaultRange(kind, today);
  const range: DayRange = { after: search.get('after') ?? fallback.after, before: search.get('before') ?? fallback.before };
  const setRange = (next: Partial<DayRange>) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('after', next.after ?? '');
        params.set('before', next.before ?? '');
        return params;
      },
      { replace: true },
    );
  return { range, setRange, today };
}

/** The range field of a tab (DD-MM-YYYY, 20 years back at most), labelled for screen readers. */
export function RangeFilter({ range, onChange, today, limits, label }: { range: Partial<DayRange>; onChange: (r: Partial<DayRange>) => void; today: string; limits: RangeLimits; label: string }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend>
        <VisuallyHidden>{label}</VisuallyHidden>
      </legend>
      <DateRangeField value={range} onChange={onChange} limits={limits} today={today} />
    </fieldset>
  );
}

