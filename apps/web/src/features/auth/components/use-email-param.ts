import { useLocation, useSearchParams } from 'react-router';

/** The e-mail address handed over by sign-in: from the `email` query, else from the navigation state. */
export function useEmailParam(): string | null {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: { email?: string } | null };
  return search.get('email') || state?.email || null;
}
