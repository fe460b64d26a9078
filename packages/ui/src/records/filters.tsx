import { Checkbox, Select, VisuallyHidden } from '@mantine/core';
import { rangeIssue, type DayRange, type RangeLimits } from '@portal/domain';
import { useState } from 'react';
import { clinicToday, DateRangeField } from '../forms/date-range-field';
import { setOrDelete, useAddressParams } from '../page/address-params';

/**
 * A range of days kept in the address (`after`, `before` unless `params` names others). With a
 * `default` (of today) an absent end takes it, and a cleared end stays in the address empty, so the
 * default does not come back; without one a cleared end leaves the address.
 */
export interface DateRangeFilter {
  kind: 'dateRange';
  /** The range's name for screen readers (the fieldset's hidden legend). */
  label: string;
  limits: RangeLimits;
  params?: { after: string; before: string };
  default?: (today: string) => DayRange;
}

/** One of a list of values (`?param=value`), or none. */
export interface SelectFilter {
  kind: 'select';
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Shown while none is chosen. */
  placeholder?: string;
  /** The clear button's name; without it the choice cannot be cleared. */
  clearLabel?: string;
}

/** A yes/no switch of the list (`?param=1` while checked). */
export interface CheckboxFilter {
  kind: 'checkbox';
  param: string;
  label: string;
}

export type RecordFilter = DateRangeFilter | SelectFilter | CheckboxFilter;

/** A list page's filters, by name: the page's own names for what it asks the server. */
export type RecordFilters = Record<string, RecordFilter>;

/** What each filter holds now: a range (whole with a default), a chosen value or null, a switch. */
export type FilterValue<F extends RecordFilter> = F extends DateRangeFilter
  ? F extends { default: (today: string) => DayRange }
    ? DayRange
    : Partial<DayRange>
  : F extends SelectFilter
    ? string | null
    : boolean;

/** What a change gives a filter: a range may have lost an end (a cleared end of a defaulted range stays empty). */
export type FilterInput<F extends RecordFilter> = F extends DateRangeFilter ? Partial<DayRange> : FilterValue<F>;

export type FilterValues<F extends RecordFilters> = { [K in keyof F]: FilterValue<F[K]> };

/** A range filter with a default: its value is a whole range (`after`, `before`, either possibly empty once cleared). */
export function dateRangeFilter(filter: Omit<DateRangeFilter, 'kind' | 'default'> & { default: (today: string) => DayRange }): DateRangeFilter & { default: (today: string) => DayRange };
/** A range filter without a default: its value has the ends the address has. */
export function dateRangeFilter(filter: Omit<DateRangeFilter, 'kind' | 'default'>): DateRangeFilter;
export function dateRangeFilter(filter: Omit<DateRangeFilter, 'kind'>): DateRangeFilter {
  return { kind: 'dateRange', ...filter };
}

export const selectFilter = (filter: Omit<SelectFilter, 'kind'>): SelectFilter => ({ kind: 'select', ...filter });

export const checkboxFilter = (filter: Omit<CheckboxFilter, 'kind'>): CheckboxFilter => ({ kind: 'checkbox', ...filter });

const rangeParams = (filter: DateRangeFilter) => filter.params ?? { after: 'after', before: 'before' };

function readFilter(filter: RecordFilter, search: URLSearchParams, today: string): FilterValue<RecordFilter> {
  switch (filter.kind) {
    case 'dateRange': {
      const names = rangeParams(filter);
      const fallback = filter.default?.(today);
      const after = search.get(names.after) ?? fallback?.after;
      const before = search.get(names.before) ?? fallback?.before;
      if (fallback) return { after: after ?? '', before: before ?? '' };
      const range: Partial<DayRange> = {};
      if (after) range.after = after;
      if (before) range.before = before;
      return range;
    }
    case 'select':
      return search.get(filter.param) || null;
    case 'checkbox':
      return search.get(filter.param) === '1';
  }
}

function writeFilter(filter: RecordFilter, next: URLSearchParams, value: FilterInput<RecordFilter>) {
  switch (filter.kind) {
    case 'dateRange': {
      const names = rangeParams(filter);
      const range = value as Partial<DayRange>;
      if (filter.default) {
        next.set(names.after, range.after ?? '');
        next.set(names.before, range.before ?? '');
      } else {
        setOrDelete(next, names.after, range.after);
        setOrDelete(next, names.before, range.before);
      }
      return;
    }
    case 'select':
      setOrDelete(next, filter.param, value as string | null);
      return;
    case 'checkbox':
      setOrDelete(next, filter.param, value ? '1' : null);
  }
}

export interface RecordFilterState<F extends RecordFilters> {
  values: FilterValues<F>;
  /** Puts one filter's new value in the address (replacing the history entry). */
  change: <K extends keyof F>(name: K, value: FilterInput<F[K]>) => void;
  /** The clinic's today, fixed for the page's life (the ranges' limits and defaults count from it). */
  today: string;
  /**
   * Whether every range is one its field accepts (an address typed or kept by hand may hold a reversed
   * or out-of-bounds range): the records are not asked while it is not, and the field says why.
   */
  valid: boolean;
}

/** The filters' values read from the address, and how to change them there. */
export function useRecordFilters<F extends RecordFilters>(filters: F): RecordFilterState<F> {
  const [search, changeParams] = useAddressParams();
  const [today] = useState(() => clinicToday());
  const values = Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, readFilter(filter, search, today)])) as FilterValues<F>;
  const change = <K extends keyof F>(name: K, value: FilterInput<F[K]>) => changeParams((next) => writeFilter(filters[name], next, value));
  const valid = Object.entries(filters).every(([name, filter]) => filter.kind !== 'dateRange' || rangeIssue(values[name] as Partial<DayRange>, today, filter.limits) === null);
  return { values, change, today, valid };
}

const bareFieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/** The filters' fields, one under another in their declared order (a column's children, no wrapper). */
export function RecordFilterFields<F extends RecordFilters>({ filters, state }: { filters: F; state: RecordFilterState<F> }) {
  const entries = Object.entries(filters) as [keyof F & string, RecordFilter][];
  if (entries.length === 0) return null;
  const field = ([name, filter]: [keyof F & string, RecordFilter]) => {
    const value = state.values[name] as FilterValue<RecordFilter>;
    const change = (next: FilterInput<RecordFilter>) => state.change(name, next as FilterInput<F[typeof name]>);
    switch (filter.kind) {
      case 'dateRange':
        return (
          <fieldset key={name} style={bareFieldset}>
            <legend>
              <VisuallyHidden>{filter.label}</VisuallyHidden>
            </legend>
            <DateRangeField value={value as Partial<DayRange>} onChange={change} limits={filter.limits} today={state.today} />
          </fieldset>
        );
      case 'select':
        return (
          <Select
            key={name}
            label={filter.label}
            placeholder={filter.placeholder}
            data={filter.options.map((o) => ({ value: o.value, label: o.label }))}
            value={value as string | null}
            onChange={(next) => change(next)}
            clearable={filter.clearLabel !== undefined}
            clearButtonProps={filter.clearLabel ? { 'aria-label': filter.clearLabel } : undefined}
            maw={{ base: '100%', sm: 360 }}
          />
        );
      case 'checkbox':
        return <Checkbox key={name} label={filter.label} checked={value as boolean} onChange={(e) => change(e.currentTarget.checked)} />;
    }
  };
  // No wrapper of their own: they take the spacing of the list's column, in their declared order.
  return <>{entries.map(field)}</>;
}
