import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentAccount } from './account-api';

export { getCurrentAccount };

export const currentAccountQuery = queryOptions({
  queryKey: ['session', 'account'],
  queryFn: getCurrentAccount,
  staleTime: 60_000,
  retry: false,
});

export const useCurrentAccount = () => useQuery(currentAccountQuery);
