import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@portal/ui/api';
import i18n from '../i18n';

/**
 * The one query cache. It is imported only by lazily loaded code (the signed-in area, dialogs), so
 * the sign-in page does not carry the query library: its few reads are route loaders.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again.
      retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// The server names some things in the interface's language (dictionary labels): a change of language reads them again.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
