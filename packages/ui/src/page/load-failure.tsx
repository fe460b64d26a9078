import { useEffect, useRef } from 'react';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../notify';

/** The part of a failed query the failure view needs (any TanStack Query result has it). */
interface FailedQuery {
  errorUpdatedAt: number;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a page or list shows when its data did not load: the generic toast once per failure and an
 * inline alert whose button asks again.
 */
export function LoadFailure({ message, query }: { message: string; query: FailedQuery }) {
  const { t } = useTranslation('ui');
  useNotifyServerDown(true, query.errorUpdatedAt);
  return (
    <Alert color="red" variant="light" title={message} role="alert">
      <Button mt="xs" variant="filled" color="red" onClick={() => void query.refetch()} loading={query.isFetching}>
        {t('refresh')}
      </Button>
    </Alert>
  );
}

/** "Serwer nie odpowiada" once for each failure (`failedAt` tells one failure from the next). */
export function useNotifyServerDown(isError: boolean, failedAt: number) {
  const notified = useRef(0);
  useEffect(() => {
    if (!isError || notified.current === failedAt) return;
    notified.current = failedAt;
    notify.serverDown();
  }, [isError, failedAt]);
}
