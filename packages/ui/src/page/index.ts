export { setOrDelete, useAddressParams } from './address-params';
export { confirmAction } from './confirm';
export { LoadFailure, useNotifyServerDown } from './load-failure';
export { PageHeading } from './page-heading';
export { provideAppName, usePageTitle } from './page-title';
export { QueryBoundary } from './query-boundary';
export { StatusBadge } from './status-badge';
export { PHONE_QUERY, useIsPhone } from './is-phone';
