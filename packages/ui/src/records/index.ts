export { checkboxFilter, dateRangeFilter, RecordFilterFields, selectFilter, useRecordFilters } from './filters';
export type { CheckboxFilter, DateRangeFilter, FilterInput, FilterValue, FilterValues, RecordFilter, RecordFilters, RecordFilterState, SelectFilter } from './filters';
export { ownRecords, RecordList, RecordListPage, wholeList } from './record-list';
export type { PatientScope, RecordListPageProps, RecordListProps, RecordSource } from './record-list';
export { RecordDetailPage } from './record-detail-page';
export type { RecordDetailPageProps } from './record-detail-page';
