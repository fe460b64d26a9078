import { VisuallyHidden } from '@mantine/core';
import type { DayRange, RangeLimits } from '@portal/domain';
import { DateRangeField } from '@portal/ui/forms';

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

