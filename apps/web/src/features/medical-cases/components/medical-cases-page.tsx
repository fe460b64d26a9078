import { Anchor, Button, Card, EmptyState, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { MedicalCase } from '@portal/contracts';
import { formatDateTime, formatDay, MEDICAL_CASE_WINDOW, defaultMedicalCaseWindow } from '@portal/domain';
import { useIsPhone } from '@portal/ui/page';
import { dateRangeFilter, RecordListPage, wholeList } from '@portal/ui/records';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePatientScope } from '../../../shared/page/patient-scope';
import { medicalCasesQuery, useCaseAccess } from '../api/medical-cases';
import { medicalCasePath } from '../paths';
import { CaseStatusBadge } from './case-status-badge';
import { NewCaseDialog } from './new-case-dialog';

/** Spec part 2 §5: the window of the cases' creation — no future day, none before 20 years ago; the last year at first. */
const LIMITS = { allowFuture: MEDICAL_CASE_WINDOW.allowFuture, maxYearsBack: MEDICAL_CASE_WINDOW.maxYearsBack } as const;

/**
 * /medicalcases (issue 32): the medical cases of the patient the account acts for, created in a window
 * kept in the address (the last year at first), newest first — title, created, last consultation,
 * service, state; a table on a wide screen, cards on a phone. From here she opens a case or starts one.
 */
export function MedicalCasesPage() {
  const { t } = useTranslation('medical-cases');
  const patient = usePatientScope({ failure: t('list.loadFailed'), none: t('list.noPatient') });
  const access = useCaseAccess(patient.patientId);
  const filters = useMemo(() => ({ range: dateRangeFilter({ label: t('list.range'), limits: LIMITS, default: defaultMedicalCaseWindow }) }), [t]);
  const [creating, setCreating] = useState(false);

  return (
    <RecordListPage
      title={t('title')}
      patient={patient}
      filters={filters}
      source={({ range }, patientId) => wholeList(medicalCasesQuery(access, patientId, range))}
      failure={t('list.loadFailed')}
      loading={t('list.loading')}
      actions={({ patientId }) =>
        patientId !== null && access !== null ? (
          <Button onClick={() => setCreating(true)}>{t('list.add')}</Button>
        ) : null
      }
      empty={
        <EmptyState align="left" description={t('list.empty')}>
          {access !== null ? (
            <Button mt="sm" variant="light" onClick={() => setCreating(true)}>
              {t('list.add')}
            </Button>
          ) : null}
        </EmptyState>
      }
      renderItems={(items) => <CaseList items={items} />}
    >
      {creating && access !== null && patient.patientId !== null ? <NewCaseDialog access={access} patientId={patient.patientId} onClose={() => setCreating(false)} /> : null}
    </RecordListPage>
  );
}

/** The cases: a table on a wide screen, cards on a phone; the title opens the case. */
function CaseList({ items }: { items: MedicalCase[] }) {
  const { t } = useTranslation('medical-cases');
  const isPhone = useIsPhone();
  const title = (c: MedicalCase) => (
    <Anchor component={Link} to={medicalCasePath({ patientId: c.patientId, caseId: c.medicalCaseId })}>
      {c.medicalCaseTitle}
    </Anchor>
  );
  const last = (c: MedicalCase) => (c.lastConsultationScheduledDate ? formatDateTime(c.lastConsultationScheduledDate) : t('list.noConsultation'));

  if (isPhone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.table')}>
        {items.map((c) => (
          <Card component="li" key={c.medicalCaseId} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={2} size="h5" mb={4} style={{ overflowWrap: 'anywhere' }}>
                {title(c)}
              </Title>
              <CaseStatusBadge status={c.status} />
            </Group>
            <Text size="sm">
              {t('list.created')}: {formatDay(c.medicalCaseCreateDate)}
            </Text>
            <Text size="sm">
              {t('list.lastConsultation')}: {last(c)}
            </Text>
            {c.medicalServiceName ? (
              <Text size="sm">
                {t('list.service')}: {c.medicalServiceName}
              </Text>
            ) : null}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('list.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.caseTitle')}</Table.Th>
            <Table.Th>{t('list.created')}</Table.Th>
            <Table.Th>{t('list.lastConsultation')}</Table.Th>
            <Table.Th>{t('list.service')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((c) => (
            <Table.Tr key={c.medicalCaseId}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{title(c)}</Table.Td>
              <Table.Td>{formatDay(c.medicalCaseCreateDate)}</Table.Td>
              <Table.Td>{last(c)}</Table.Td>
              <Table.Td>{c.medicalServiceName ?? '—'}</Table.Td>
              <Table.Td>
                <CaseStatusBadge status={c.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
