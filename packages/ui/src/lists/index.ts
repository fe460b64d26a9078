export { PagedList } from './paged-list';
export { usePagedQuery, type PagedQuery, type PagedQueryOptions } from './use-paged-query';
