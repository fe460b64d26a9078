import { QueryClient } from '@tanstack/react-query';

/** The console's one query cache; emptied at sign-out and when the session ends. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
