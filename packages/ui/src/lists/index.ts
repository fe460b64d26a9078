export { PagedList } from './paged-list';
export { usePagedQuery, type PagedQuery } from './use-paged-query';
