import { Alert } from '@mantine/core';
import type { StaffRoleName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useMember } from '../member';

/** A feature's pages for the roles it names; another member sees why the page is not shown. */
export function RequireRoles({ roles }: { roles: readonly StaffRoleName[] }) {
  const { t } = useTranslation('common');
  const member = useMember();
  if (!roles.some((r) => member.roles.includes(r))) {
    return (
      <Alert color="yellow" role="alert" title={t('noAccess')}>
        {null}
      </Alert>
    );
  }
  return <Outlet />;
}
