import { Alert } from '@mantine/core';
import type { StaffRoleName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMember } from '../member';

/** A partner organisation's staff member's home (the partner-documents feature's page, named by its address only). */
const PARTNER_HOME = '/shared-documents';

/**
 * A feature's pages for the roles it names; another member sees why the page is not shown. A partner's
 * staff member (PARTNER, given alone) lands on her own page instead of the clinic's dashboard.
 */
export function RequireRoles({ roles }: { roles: readonly StaffRoleName[] }) {
  const { t } = useTranslation('common');
  const member = useMember();
  const { pathname } = useLocation();
  if (!roles.some((r) => member.roles.includes(r))) {
    if (member.roles.includes('PARTNER') && pathname === '/') return <Navigate to={PARTNER_HOME} replace />;
    return (
      <Alert color="yellow" role="alert" title={t('noAccess')}>
        {null}
      </Alert>
    );
  }
  return <Outlet />;
}
