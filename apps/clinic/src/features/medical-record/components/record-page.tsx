import '@mantine/dates/styles.css';
import { Alert, Anchor, Stack, Tabs, Text } from '@mantine/core';
import { PageHeading } from '@portal/ui/page';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMember } from '../../../app/member';
import { useRecordPatient } from '../api/patient';
import { patientCardPath, RECORD_TABS, type RecordTab } from '../paths';
import { DocumentsTab } from './documents-tab';
import { isClinical, keepsWaitingList, readsVisits } from './parts';
import { ResultsTab } from './results-tab';
import { VisitsTab } from './visits-tab';
import { WaitingTab } from './waiting-tab';

/** /patients/:patientId/record — the patient's medical register: visits, documents, results, waiting list (each read is audited). */
function RecordPageContent() {
  const { t } = useTranslation('medical-record');
  const patientId = Number(useParams().patientId);
  const { roles } = useMember();
  const [params, setParams] = useSearchParams();
  const patient = useRecordPatient(patientId);
  const shown: Record<RecordTab, boolean> = {
    visits: readsVisits(roles),
    documents: isClinical(roles),
    results: isClinical(roles),
    waiting: keepsWaitingList(roles),
  };
  const tabs = RECORD_TABS.filter((tab) => shown[tab]);
  const asked = params.get('tab') as RecordTab | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0];
  const name = patient.data ? `${patient.data.name} ${patient.data.lastName}` : null;
  const heading = name ? t('record.titleOf', { name }) : t('record.title');
  return (
    <Stack>
      <Anchor component={Link} to={patientCardPath(patientId)} size="sm">
        ← {t('record.back')}
      </Anchor>
      <PageHeading documentTitle={heading}>{heading}</PageHeading>
      {patient.data?.identity.nationalIdentificationNumber ? <Text size="sm">PESEL {patient.data.identity.nationalIdentificationNumber}</Text> : null}
      <Alert color="blue" variant="light">
        {t('record.audited')}
      </Alert>
      {tab ? (
        <Tabs value={tab} onChange={(next) => setParams(next ? { tab: next } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List>
            {tabs.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(`record.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="visits" pt="md">
            <VisitsTab patientId={patientId} />
          </Tabs.Panel>
          <Tabs.Panel value="documents" pt="md">
            <DocumentsTab patientId={patientId} />
          </Tabs.Panel>
          <Tabs.Panel value="results" pt="md">
            <ResultsTab patientId={patientId} />
          </Tabs.Panel>
          <Tabs.Panel value="waiting" pt="md">
            <WaitingTab patientId={patientId} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Text>{t('record.noAccess')}</Text>
      )}
    </Stack>
  );
}

export function RecordPage() {
  return (
    <LocalizedDatesProvider>
      <RecordPageContent />
    </LocalizedDatesProvider>
  );
}
