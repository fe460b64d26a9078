import { Group, Stack, Text, Title } from '@mantine/core';
import { idSchema, z, type MedicalCaseDetails } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { RecordDetailPage } from '@portal/ui/records';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { medicalCaseQuery, useCaseAccess, type CaseAccess } from '../api/medical-cases';
import { MEDICAL_CASES_PATH, medicalCasesPath } from '../paths';
import { AttachmentsSection } from './attachments-section';
import { CaseStatusBadge } from './case-status-badge';
import { ConsultationsSection } from './consultations-section';
import { NotesSection } from './notes-section';

/** The address's ids, checked as the API checks them: a malformed one never reaches the server. */
const paramsSchema = z.object({ caseId: idSchema, patientId: idSchema });

/**
 * /medicalcase?caseId=&patientId= (issue 32): one medical case — its description, its teleconsultations
 * (each with its chat and its recording in the archive), its notes (added, her own changed while the case
 * is open) and its attachments (uploaded, downloaded, removed while open and not given to a consultation).
 */
export function MedicalCasePage() {
  const { t } = useTranslation('medical-cases');
  const [search] = useSearchParams();
  const parsed = paramsSchema.safeParse({ caseId: search.get('caseId'), patientId: search.get('patientId') });
  const patientId = parsed.data?.patientId ?? 0;
  const access = useCaseAccess(parsed.success ? patientId : null);
  const query = useQuery({ ...medicalCaseQuery(access, patientId, parsed.data?.caseId ?? 0), enabled: parsed.success && access !== null });
  return (
    <RecordDetailPage
      query={query}
      valid={parsed.success}
      title={t('case.title')}
      heading={(c) => c.medicalCaseTitle}
      documentTitle={(c) => `${c.medicalCaseTitle} - ${t('title')}`}
      badges={(c) => <CaseStatusBadge status={c.status} />}
      back={{ label: t('case.back'), to: (c) => medicalCasesPath(c.patientId) }}
      loading={t('case.loading')}
      failure={t('case.loadFailed')}
      notFound={{ to: MEDICAL_CASES_PATH, message: t('case.notFound'), label: t('case.back') }}
    >
      {(c) => (access ? <CaseBody medicalCase={c} access={access} /> : null)}
    </RecordDetailPage>
  );
}

function CaseBody({ medicalCase, access }: { medicalCase: MedicalCaseDetails; access: CaseAccess }) {
  const { t } = useTranslation('medical-cases');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text size="sm">
          {t('list.created')}: {formatDay(medicalCase.medicalCaseCreateDate)}
        </Text>
        {medicalCase.medicalServiceName ? (
          <Text size="sm">
            {t('list.service')}: {medicalCase.medicalServiceName}
          </Text>
        ) : null}
        {medicalCase.closedAt ? (
          <Text size="sm">
            {t('case.closedAt')}: {formatDay(medicalCase.closedAt)}
          </Text>
        ) : null}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('case.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={medicalCase.medicalCaseDescription ? undefined : 'dimmed'}>
          {medicalCase.medicalCaseDescription ?? t('case.noDescription')}
        </Text>
      </Stack>
      <ConsultationsSection access={access} patientId={medicalCase.patientId} caseId={medicalCase.medicalCaseId} />
      <NotesSection access={access} medicalCase={medicalCase} />
      <AttachmentsSection access={access} medicalCase={medicalCase} />
      {!medicalCase.writable ? (
        <Group>
          <Text size="sm" c="dimmed">
            {t('case.closedNotice')}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
