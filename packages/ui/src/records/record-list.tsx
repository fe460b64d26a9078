import { Group, Stack, Text } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../lists/paged-list';
import { usePagedQuery, type PagedQueryOptions } from '../lists/use-paged-query';
import { PageHeading } from '../page/page-heading';
import { QueryBoundary } from '../page/query-boundary';
import { RecordFilterFields, useRecordFilters, type FilterValues, type RecordFilters } from './filters';

/**
 * Where a list's records come from: a paged list of the API (`pageOf`, "show more" while there is a
 * next page) or the whole list in one answer (TanStack query options, the key shared with the record's
 * own queries).
 */
export type RecordSource<T> = { paged: PagedQueryOptions<T> } | { all: UseQueryOptions<T[], Error, T[]> };

/**
 * A whole list's query options as a source (the api file's `queryOptions(…)`, whose key is typed
 * narrower than any key: only the widening is cast, as TanStack's own overloads do).
 */
export const wholeList = <T, K extends QueryKey>(options: UseQueryOptions<T[], Error, T[], K>): RecordSource<T> => ({ all: options as unknown as UseQueryOptions<T[], Error, T[]> });

/** How the records are shown: one element each (a card), or all of them at once (a table). */
type RecordRendering<T> = { renderItem: (item: T) => ReactNode; renderItems?: never } | { renderItems: (items: T[]) => ReactNode; renderItem?: never };

interface ListTexts<C> {
  /** Shown when there are no records (a text, or an element: an empty state with its action). */
  empty: ReactNode | ((context: C) => ReactNode);
  /** The failure alert's title (default: ui:loadFailed). */
  failure?: string;
  /** The loading status of a whole list (default: ui:loading); a paged list shows a spinner named ui:loading. */
  loading?: string;
  /** A paged list's next-page button (default: ui:showMore, "Pokaż więcej"). */
  more?: string;
}

const NO_FILTERS: RecordFilters = {};

/** In the list's place while a range in the address is one its field refuses (the field says why). */
function FixTheRange() {
  const { t } = useTranslation('ui');
  return <Text c="dimmed">{t('range.fixToList')}</Text>;
}

/** The records' states: loading, failure with a refresh, empty, the records (and "show more" for a paged list). */
function Records<T, C>({ source, enabled, context, ...props }: ListTexts<C> & RecordRendering<T> & { source: RecordSource<T>; enabled: boolean; context: C; children: (list: ReactNode, items: T[] | undefined) => ReactNode }) {
  return 'paged' in source ? <PagedRecords {...props} options={source.paged} enabled={enabled} context={context} /> : <WholeRecords {...props} options={source.all} enabled={enabled} context={context} />;
}

type RecordsProps<T, C, O> = ListTexts<C> & RecordRendering<T> & { options: O; enabled: boolean; context: C; children: (list: ReactNode, items: T[] | undefined) => ReactNode };

const emptyOf = <C,>(empty: ListTexts<C>['empty'], context: C) => (typeof empty === 'function' ? empty(context) : empty);

function PagedRecords<T, C>({ options, enabled, context, empty, failure, more, renderItem, renderItems, children }: RecordsProps<T, C, PagedQueryOptions<T>>) {
  const query = usePagedQuery<T>({ ...options, enabled: enabled && options.enabled !== false });
  return <>{children(<PagedList query={query} failure={failure} more={more} empty={emptyOf(empty, context)} renderItem={renderItem} renderItems={renderItems} />, query.isSuccess ? query.items : undefined)}</>;
}

function WholeRecords<T, C>({ options, enabled, context, empty, failure, loading, renderItem, renderItems, children }: RecordsProps<T, C, UseQueryOptions<T[], Error, T[]>>) {
  const query = useQuery({ ...options, enabled: enabled && options.enabled !== false });
  const list = (
    <QueryBoundary query={query} failure={failure} loading={loading} isEmpty={(items) => items.length === 0} empty={emptyOf(empty, context)}>
      {(items) => (renderItems ? renderItems(items) : <Stack gap="sm">{items.map(renderItem)}</Stack>)}
    </QueryBoundary>
  );
  return <>{children(list, query.data)}</>;
}

export type RecordListProps<T, F extends RecordFilters> = ListTexts<void> &
  RecordRendering<T> & {
    /** The filters, kept in the address (a constant: the same names on every render). */
    filters?: F;
    /** The records for the filters' values: a factory of query options (`{ paged }` or `{ all }`). */
    source: (values: FilterValues<F>) => RecordSource<T>;
    /** Above the filters (the list's own actions: "Nowy wniosek"). */
    toolbar?: ReactNode;
    /** After the list (its dialogs). */
    children?: ReactNode;
  };

/**
 * A list of one patient's records inside a page that already names the patient (a tab of the medical
 * record): the filters bound to the address, then the records with their loading, failure and empty states.
 */
export function RecordList<T, F extends RecordFilters = Record<string, never>>({ filters, source, toolbar, children, ...list }: RecordListProps<T, F>) {
  const declared = filters ?? (NO_FILTERS as F);
  const state = useRecordFilters(declared);
  return (
    <Stack gap="md">
      {toolbar}
      <RecordFilterFields filters={declared} state={state} />
      <Records<T, void> {...list} source={source(state.values)} enabled={state.valid} context={undefined}>
        {(records) => (state.valid ? records : <FixTheRange />)}
      </Records>
      {children}
    </Stack>
  );
}

/**
 * Whose records a page shows, as the app decides it (the patient portal: `?patientId=`, the picker of
 * the patients the account acts for, and the states before one is known — loading, none, no access).
 */
export interface PatientScope {
  /** The patient chosen; null until one is (the gate says why). */
  patientId: number | null;
  /** The picker under the heading (nothing when there is nothing to choose). */
  picker: ReactNode;
  /** The body for the chosen patient, or what stands in its place until one is chosen. */
  gate: (body: (patientId: number) => ReactNode) => ReactNode;
}

/** What `source` and `empty` are handed on a page of the account's own records, which names no patient. */
const OWN_RECORDS = 0;

/**
 * The scope of a page listing the signed-in account's own records (its self-assessments), not a
 * patient's: nothing to choose. The records are asked once `ready` (the settings offering them have
 * come) and show their loading state until then; `instead`, when given, stands in their place (the
 * settings failed to load).
 */
export function ownRecords({ ready = true, instead }: { ready?: boolean; instead?: ReactNode } = {}): PatientScope {
  return { patientId: ready ? OWN_RECORDS : null, picker: null, gate: (body) => instead ?? body(OWN_RECORDS) };
}

export type RecordListPageProps<T, F extends RecordFilters> = ListTexts<number> &
  RecordRendering<T> & {
    /** The page's h1, and the tab's title unless `documentTitle` says otherwise. */
    title: string;
    documentTitle?: string;
    patient: PatientScope;
    /** Under the heading and the picker, above the filters: a notice of the page (a recommendation just made). */
    intro?: ReactNode;
    /** Beside the heading: the page's actions ("Dodaj …"), knowing the patient and, once loaded, the records. */
    actions?: (state: { patientId: number | null; items: T[] | undefined }) => ReactNode;
    filters?: F;
    /** The records of the patient for the filters' values (asked only once a patient is chosen). */
    source: (values: FilterValues<F>, patientId: number) => RecordSource<T>;
    /** After the list (its dialogs). */
    children?: ReactNode;
  };

/**
 * A patient's records page: the heading with the page's actions, the patient picker, the filters kept in
 * the address, and the records (paged or whole) with their loading, failure and empty states, each
 * shown by the page (`renderItem` a card, or `renderItems` a table).
 */
export function RecordListPage<T, F extends RecordFilters = Record<string, never>>({
  title,
  documentTitle,
  patient,
  intro,
  actions,
  filters,
  source,
  children,
  ...list
}: RecordListPageProps<T, F>) {
  const declared = filters ?? (NO_FILTERS as F);
  const state = useRecordFilters(declared);
  const { patientId } = patient;
  return (
    <Records<T, number> {...list} source={source(state.values, patientId ?? 0)} enabled={patientId !== null && state.valid} context={patientId ?? 0}>
      {(records, items) => (
        <Stack gap="lg">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <PageHeading documentTitle={documentTitle ?? title}>{title}</PageHeading>
            {actions?.({ patientId, items })}
          </Group>
          {patient.picker}
          {intro}
          <RecordFilterFields filters={declared} state={state} />
          {patient.gate(() => (state.valid ? records : <FixTheRange />))}
          {children}
        </Stack>
      )}
    </Records>
  );
}
