import { Anchor, Button, Card, Group, Stack, Table, Title } from '@mantine/core';
import type { StaffMember } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { confirmAction, PageHeading, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { useSetStaffActive } from '../api/set-staff-active';
import { useStaffMember } from '../api/staff-member';
import { useUpdateStaffMember } from '../api/update-staff-member';
import { STAFF_PATH } from '../paths';
import { StaffBadges } from './staff-badges';
import { StaffForm } from './staff-form';
import { TemporaryPasswordModal } from './temporary-password-modal';

const sameSet = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The account's actions: deactivate or activate, reset the second factor, a temporary password — each asked first. */
function AccountActions({ member }: { member: StaffMember }) {
  const { t } = useTranslation(['staff', 'ui']);
  const setActive = useSetStaffActive();
  const reset = useResetSecondFactor();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const fullName = `${member.name} ${member.lastName}`;
  const failed = (error: unknown) => notify.error((isApiError(error) && error.body?.message) || t('actions.failed'));

  const toggleActive = async () => {
    if (member.active) {
      const sure = await confirmAction({ title: t('actions.deactivateTitle'), message: t('actions.deactivateMessage', { name: fullName }), confirmLabel: t('actions.deactivate') });
      if (!sure) return;
    }
    try {
      await setActive.mutateAsync({ staffId: member.id, active: !member.active });
      notify.success(member.active ? t('actions.deactivated') : t('actions.activated'));
    } catch (error) {
      failed(error);
    }
  };
  const resetSecondFactor = async () => {
    const sure = await confirmAction({ title: t('actions.resetTitle'), message: t('actions.resetMessage', { name: fullName }), confirmLabel: t('actions.resetSecondFactor') });
    if (!sure) return;
    try {
      await reset.mutateAsync(member.id);
      notify.success(t('actions.resetDone'));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Group gap="sm">
      <Button variant="light" color={member.active ? 'red' : undefined} loading={setActive.isPending} onClick={() => void toggleActive()}>
        {member.active ? t('actions.deactivate') : t('actions.activate')}
      </Button>
      <Button variant="light" color="red" loading={reset.isPending} onClick={() => void resetSecondFactor()}>
        {t('actions.resetSecondFactor')}
      </Button>
      <Button variant="light" onClick={() => setPasswordOpen(true)}>
        {t('actions.temporaryPassword')}
      </Button>
      <TemporaryPasswordModal staffId={member.id} opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Group>
  );
}

function MemberView({ member }: { member: StaffMember }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const update = useUpdateStaffMember();
  const fullName = `${member.name} ${member.lastName}`;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageHeading documentTitle={fullName}>{fullName}</PageHeading>
        <StaffBadges member={member} />
      </Group>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('member.account')}
          </Title>
          <Table variant="vertical" layout="fixed" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={200}>{t('member.login')}</Table.Th>
                <Table.Td data-testid="member-login" translate="no">
                  {member.login}
                </Table.Td>
              </Table.Tr>
              {member.partner ? (
                <Table.Tr>
                  <Table.Th>{t('form.partner')}</Table.Th>
                  <Table.Td data-testid="member-partner">{[member.partner.name, member.partner.personName].filter(Boolean).join(' · ')}</Table.Td>
                </Table.Tr>
              ) : null}
              <Table.Tr>
                <Table.Th>{t('member.lastSignIn')}</Table.Th>
                <Table.Td>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('member.never')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('member.secondFactor')}</Table.Th>
                <Table.Td>{member.secondFactorEnrolled ? t('member.enrolled') : t('member.notEnrolled')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <AccountActions member={member} />
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('member.details')}
          </Title>
          <StaffForm
            key={`${member.id}:${member.roles.join()}:${member.units.map((u) => u.id).join()}:${member.practitionerId}:${member.partner?.id}:${member.partner?.personnelId}`}
            member={member}
            onCancel={() => void navigate(STAFF_PATH)}
            onSubmit={async ({ name, lastName, email, roles, unitIds, practitionerId, partnerId, partnerPersonnelId }) => {
              const saved = await update.mutateAsync({ staffId: member.id, name, lastName, email, roles, unitIds, practitionerId, partnerId, partnerPersonnelId });
              const reachChanged =
                !sameSet(member.roles, saved.roles) ||
                !sameSet(member.units.map((u) => u.id), saved.units.map((u) => u.id)) ||
                member.partner?.id !== saved.partner?.id ||
                member.partner?.personnelId !== saved.partner?.personnelId;
              notify.success(reachChanged ? t('member.sessionsEnded') : t('member.saved'));
            }}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

/** /clinic/staff/:staffId: a member's account (status, second factor, actions) and her details and permissions. */
export function StaffMemberPage() {
  const { t } = useTranslation('staff');
  const staffId = Number(useParams().staffId);
  const member = useStaffMember(staffId);
  return (
    <Stack>
      <Anchor component={Link} to={STAFF_PATH} size="sm">
        {t('member.back')}
      </Anchor>
      <QueryBoundary query={member} failure={t('member.loadFailed')}>
        {(m) => <MemberView member={m} />}
      </QueryBoundary>
    </Stack>
  );
}
