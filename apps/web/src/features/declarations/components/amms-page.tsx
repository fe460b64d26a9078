import { Button, DataList, Group, Text } from '@mantine/core';
import { declarationIdParamsSchema, type PozDeclaration } from '@portal/contracts';
import { formatDateTime, formatDay } from '@portal/domain';
import { useIsPhone } from '@portal/ui/page';
import { openPrintout } from '@portal/ui/printout';
import { RecordDetailPage } from '@portal/ui/records';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAmmsDeclaration } from '../api/get-amms-declaration';
import { ammsPrintoutPath, declarationPath, DECLARATIONS_PATH } from '../paths';
import { DeclarationStateBadge } from './declaration-badges';
import { choiceWords, declarationName } from './declaration-words';
import { nfzBranch } from './patient-data-list';

const known = <K extends string>(keys: readonly K[], value: string | null): value is K => value !== null && (keys as readonly string[]).includes(value);
const genders = ['FEMALE', 'MALE', 'UNKNOWN'] as const;
const occupations = ['DOCTOR', 'NURSE', 'MIDWIFE'] as const;

/**
 * /declarations/:id/amms (spec part 2 §2, §3 "a flat clinic-system version"): the copy the clinic's system
 * keeps and reports to the NFZ, with the patient's and practitioner's data as they were at registration,
 * and its printout.
 */
export function AmmsPage() {
  const { t } = useTranslation('declarations');
  const parsed = declarationIdParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const query = useAmmsDeclaration(id ?? 0, { enabled: parsed.success });
  return (
    <RecordDetailPage
      query={query}
      valid={parsed.success}
      title={t('amms.title')}
      heading={(d) => t('amms.heading', { name: declarationName(t, d.type) })}
      documentTitle={(d) => `${t('amms.title')} - ${declarationName(t, d.type)}`}
      badges={(d) => <DeclarationStateBadge state={d.state} />}
      back={{ label: t('amms.back'), to: (d) => declarationPath(d.id) }}
      loading={t('amms.loading')}
      failure={t('amms.loadFailed')}
      notFound={{ to: DECLARATIONS_PATH, title: t('details.notFoundTitle'), message: t('details.notFound'), label: t('details.back') }}
    >
      {(d) => <AmmsView declaration={d} />}
    </RecordDetailPage>
  );
}

function AmmsView({ declaration: d }: { declaration: PozDeclaration }) {
  const { t } = useTranslation('declarations');
  const isPhone = useIsPhone();
  const none = t('none');
  const rows: [string, string][] = [
    [t('fields.type'), t(`types.${d.type}`)],
    [t('fields.state'), t(`states.${d.state}`)],
    [t('amms.systemId'), d.systemId ? `${d.system} ${d.systemId}` : t('amms.notTaken')],
    [t('fields.patient'), `${d.patientName} ${d.patientLastName}`],
    [t('amms.birthDate'), formatDay(d.patientBirthDate) || none],
    [t('amms.gender'), known(genders, d.patientGender) ? t(`genders.${d.patientGender}`) : (d.patientGender ?? none)],
    [t('amms.pesel'), d.patientNationalIdentificationNumber ?? none],
    [t('amms.address'), d.patientAddress ?? none],
    [t('amms.nfzBranch'), nfzBranch(t, d.insurerCode) ?? none],
    [t('fields.practitioner'), `${d.practitionerName} ${d.practitionerLastName}`],
    [t('amms.occupation'), known(occupations, d.practitionerOccupationCode) ? t(`occupations.${d.practitionerOccupationCode}`) : d.practitionerOccupationCode],
    [t('fields.practiceNumber'), d.practitionerPracticeNumber ?? none],
    [t('fields.unit'), d.hospitalOrganizationUnitName],
    [t('amms.unitAddress'), d.hospitalOrganizationUnitAddress || none],
    [t('fields.registrationDate'), formatDateTime(d.registrationDate)],
    [t('fields.dateOfSubmission'), formatDateTime(d.dateOfSubmission) || none],
    [t('fields.providerChoice'), choiceWords(t, d.healthcareProviderChoiceOrderNumber, d.healthcareProviderChoiceOrderReasonCode, d.healthcareProviderChoiceOtherReason)],
    [t(`fields.practitionerChoice.${d.type}`), choiceWords(t, d.practitionerChoiceOrderNumber, d.practitionerChoiceOrderReasonCode, d.practitionerChoiceOtherReason)],
  ];
  return (
    <>
      <Text>{t('amms.intro')}</Text>
      <DataList orientation={isPhone ? 'vertical' : 'horizontal'} labelWidth={240} withDivider aria-label={t('amms.title')}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <Group gap="sm">
        <Button variant="default" onClick={() => void openPrintout(ammsPrintoutPath(d.id))}>
          {t('amms.print')}
        </Button>
      </Group>
    </>
  );
}
