import { useState } from 'react';
import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import {
  addYears,
  DATE_FORMAT,
  minSelectableDay,
  parseTypedDate,
  rangeIssue,
  RANGE_MIN_YEARS_BACK,
  type DayRange,
  type RangeIssue,
  type RangeLimits,
} from '@portal/domain';

/** Today in the clinic (Europe/Warsaw), as the server counts it, whatever the browser's zone. */
export const clinicToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

type End = 'after' | 'before';

/**
 * A filter of days "from"–"to" (spec part 1 §5): DD-MM-YYYY, weeks from Monday (DatesProvider), the
 * module's limits. A typed date that is no real day, or breaks a limit, is refused with its message
 * instead of being dropped silently; the range reaches `onChange` only when it holds.
 */
export function DateRangeField({
  value,
  onChange,
  limits,
  today = clinicToday(),
}: {
  value: Partial<DayRange>;
  onChange: (range: Partial<DayRange>) => void;
  limits: RangeLimits;
  today?: string;
}) {
  const { t } = useTranslation('ui');
  const [draft, setDraft] = useState<Partial<DayRange>>(value);
  // What was wrong with the last text typed into each end (Mantine drops such text on blur).
  const [typedIssue, setTypedIssue] = useState<Partial<Record<End, RangeIssue | null>>>({});
  const issue = rangeIssue(draft, today, limits);
  const earliest = minSelectableDay(today, limits.maxYearsBack ?? RANGE_MIN_YEARS_BACK);
  const latest = limits.allowFuture ? (limits.maxYearsAhead !== undefined ? addYears(today, limits.maxYearsAhead) : undefined) : today;

  const errorOf = (end: End): string | undefined => {
    const typed = typedIssue[end];
    if (typed) return t(`range.${typed}`);
    if (!issue) return undefined;
    const own = rangeIssue(end === 'after' ? { after: draft.after } : { before: draft.before }, today, limits);
    const shown: RangeIssue | null = own ?? (end === 'before' && issue === 'RANGE_ORDER' ? issue : null);
    return shown ? t(`range.${shown}`) : undefined;
  };

  const change = (end: End, day: string | null) => {
    const next = { ...draft, [end]: day ?? undefined };
    setDraft(next);
    setTypedIssue((w) => ({ ...w, [end]: null }));
    if (!rangeIssue(next, today, limits)) onChange(next);
  };

  const field = (end: End) => (
    <DateInput
      label={end === 'after' ? t('dateFrom') : t('dateTo')}
      placeholder={t('typedDay.placeholder')}
      valueFormat={DATE_FORMAT}
      value={draft[end] ?? null}
      onChange={(day) => change(end, day)}
      dateParser={(text) => {
        const day = parseTypedDate(text);
        const typed: RangeIssue | null = text.trim() === '' ? null : day === null ? 'DATE_INVALID' : rangeIssue({ [end]: day }, today, limits);
        setTypedIssue((w) => ({ ...w, [end]: typed }));
        return day;
      }}
      minDate={earliest}
      maxDate={latest}
      clearable
      clearButtonProps={{ 'aria-label': t('clearDate') }}
      error={errorOf(end)}
      miw={170}
    />
  );

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      {field('after')}
      {field('before')}
    </Group>
  );
}
