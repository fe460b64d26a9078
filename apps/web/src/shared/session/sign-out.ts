import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import i18n from '../../i18n';
import { notify } from '@portal/ui/notify';
import { dropAllDrafts } from '../drafts';
import { logout } from './account-api';

/**
 * Signs the user out from the signed-in area: ends the session (the server writes the LOGOUT event),
 * forgets every cached answer and every half-written draft kept in this browser, and goes to sign-in — even when the server could not be told, after
 * saying so.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      notify.error(i18n.t('shell:logout.failed'));
    }
    dropAllDrafts();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
