import { Stack, Tabs } from '@mantine/core';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PatientGate } from '../../../shared/page/patient-gate';
import { PATIENT_QUERY_PARAM, PatientPicker } from '../../../shared/patient-picker';
import { useApplicationSettings } from '../../../shared/settings/application-settings';
import { benefitsPath, benefitsTabs, type BenefitsTab } from '../paths';
import { DocumentsTab } from './documents-tab';
import { EncountersTab } from './encounters-tab';
import { RequestsTab } from './requests-tab';
import { ResultsTab } from './results-tab';
import { WaitingListTab } from './waiting-list-tab';

const panels: Record<BenefitsTab, (props: { patientId: number }) => React.ReactNode> = {
  encounters: EncountersTab,
  waitinglistentries: WaitingListTab,
  medicaltestresult: ResultsTab,
  clinicaldocuments: DocumentsTab,
  cdocrequests: RequestsTab,
};

/**
 * /benefits/{tab} (spec part 1 §2 "Medical register"): the tabs, one route each, and whose register it is
 * (the patient picker, kept in the address). The requests tab exists while the document-request module is on.
 */
export function BenefitsShell({ tab }: { tab: BenefitsTab }) {
  const { t } = useTranslation('medical-record');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const settings = useApplicationSettings();
  const requestsOn = settings.data?.clinicalDocumentRequestsModule === true;
  const tabs = benefitsTabs.filter((name) => name !== 'cdocrequests' || requestsOn);
  const Panel = panels[tab];
  const go = (next: string | null) => {
    if (!next || next === tab) return;
    // The next tab starts with its own defaults; whose register it is stays.
    const patientId = search.get(PATIENT_QUERY_PARAM);
    void navigate(`${benefitsPath(next as BenefitsTab)}${patientId ? `?${PATIENT_QUERY_PARAM}=${patientId}` : ''}`);
  };
  const refused = tab === 'cdocrequests' && settings.isSuccess && !requestsOn;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading documentTitle={`${t(`tabs.${tab}`)} - ${t('title')}`}>{t('title')}</PageHeading>
      <PatientPicker maw={{ base: '100%', sm: 360 }} />
      <Tabs value={tab} onChange={go} keepMounted={false}>
        {/* Where the tabs do not fit one row they wrap onto more: every tab stays in sight, none cut. */}
        <Tabs.List>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name} style={{ whiteSpace: 'nowrap' }}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {refused ? null : <PatientGate none={t('noPatient')}>{(patientId) => <Panel key={patientId} patientId={patientId} />}</PatientGate>}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
