export { CrudTablePage, type CrudColumn, type CrudRowContext, type CrudTablePageProps } from './crud-table-page';
export { EntityForm, EntityPage, useEntityId, type EntityId, type EntityPageProps } from './entity-page';
