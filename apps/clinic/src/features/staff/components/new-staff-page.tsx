import { Anchor, Stack } from '@mantine/core';
import { notify } from '@portal/ui/notify';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateStaffMember } from '../api/create-staff-member';
import { STAFF_PATH, staffMemberPath } from '../paths';
import { StaffForm } from './staff-form';

/** /clinic/staff/new: a new member with a temporary password, then her page. */
export function NewStaffPage() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const create = useCreateStaffMember();
  return (
    <Stack>
      <Anchor component={Link} to={STAFF_PATH} size="sm">
        {t('member.back')}
      </Anchor>
      <PageHeading documentTitle={t('new.title')}>{t('new.title')}</PageHeading>
      <StaffForm
        member={null}
        onCancel={() => void navigate(STAFF_PATH)}
        onSubmit={async (values) => {
          const member = await create.mutateAsync(values);
          notify.success(t('new.created', { login: member.login }));
          await navigate(staffMemberPath(member.id));
        }}
      />
    </Stack>
  );
}
