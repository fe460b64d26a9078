import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import i18n from '../../i18n';
import { logEvent } from '../api/event-log';
import { notify } from '../notify';
import { logout } from './account-api';
import { currentAccountQuery } from './current-account';
import type { Account } from '@portal/contracts';


/**
 * Signs the user out from the signed-in area: logs a LOGOUT event, ends the session, forgets every
 * cached answer and goes to sign-in — even when the server could not be told, after saying so.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const account = queryClient.getQueryData<Account>(currentAccountQuery.queryKey);
    logEvent('LOGOUT', account?.username ?? null, 'User signed out from the portal');
    try {
      await logout();
    } catch {
      notify.error(i18n.t('shell:logout.failed'));
    }
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
