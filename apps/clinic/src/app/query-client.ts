import { QueryClient } from '@tanstack/react-query';
import i18n from '../i18n';

/** The console's one query cache; emptied at sign-out and when the session ends. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// The server names some things in the interface's language (dictionary labels): a change of language reads them again.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
