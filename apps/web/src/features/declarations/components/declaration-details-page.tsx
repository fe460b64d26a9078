import { Alert, Anchor, Button, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { declarationIdParamsSchema, type Declaration } from '@portal/contracts';
import { formatDateTime, formatDay } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { confirmAction, useIsPhone } from '@portal/ui/page';
import { openPrintout } from '@portal/ui/printout';
import { RecordDetailPage } from '@portal/ui/records';
import { useSigningReturn, useStartSigning } from '@portal/ui/signing';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDeclaration } from '../api/get-declaration';
import { usePatientData } from '../api/get-patient-data';
import { declarationKeys } from '../api/keys';
import { requestSignUrl } from '../api/sign-declaration';
import { useUpdateDeclaration } from '../api/update-declaration';
import { declarationAmmsPath, declarationPath, declarationPrintoutPath, declarationsListPath, DECLARATIONS_PATH } from '../paths';
import { ChoiceForm } from './choice-form';
import { DeclarationBadges, decisionShown } from './declaration-badges';
import { choiceWords, declarationName, personName } from './declaration-words';
import { PatientDataList } from './patient-data-list';

const EDIT_PARAM = 'edit';

/**
 * /declarations/:id (spec part 2 §2): one declaration — its state and the clinic's decision, the patient,
 * the practitioner and unit, the dates, the choices in words, the signature — and what can be done with
 * it: sign it through the e-service while it waits for a signature, print it, edit its choices (?edit=1),
 * and see the clinic system's copy. Back from the e-service the page says how the signing went
 * (`@portal/ui/signing`: "Deklaracja została podpisana i złożona.", or the spec's sentence and the
 * reason's words) and reads the declaration again.
 */
export function DeclarationDetailsPage() {
  const { t } = useTranslation('declarations');
  const queryClient = useQueryClient();
  const parsed = declarationIdParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const query = useDeclaration(id ?? 0, { enabled: parsed.success });
  const [searchParams] = useSearchParams();
  const editing = searchParams.get(EDIT_PARAM) === '1';
  useSigningReturn({ signed: t('sign.success'), onReturn: id === null ? undefined : () => void queryClient.invalidateQueries({ queryKey: declarationKeys.all }) });

  return (
    <RecordDetailPage
      query={query}
      valid={parsed.success}
      title={t('details.title')}
      heading={(d) => (editing ? t('edit.title') : declarationName(t, d.type))}
      documentTitle={(d) => `${editing ? t('edit.title') : declarationName(t, d.type)} - ${t('title')}`}
      badges={editing ? undefined : (d) => <DeclarationBadges declaration={d} />}
      back={{ label: t('details.back'), to: (d) => declarationsListPath(d.patientId) }}
      loading={t('details.loading')}
      failure={t('details.loadFailed')}
      notFound={{ to: DECLARATIONS_PATH, title: t('details.notFoundTitle'), message: t('details.notFound'), label: t('details.back') }}
    >
      {(d) => (editing && d.state !== 'CANCELED' ? <DeclarationEdit declaration={d} /> : <DeclarationView declaration={d} />)}
    </RecordDetailPage>
  );
}

function DeclarationView({ declaration: d }: { declaration: Declaration }) {
  const { t } = useTranslation('declarations');
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  // Its state changed meanwhile (409 DECLARATION_STATE): the server's words, and the page reads it again.
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: declarationKeys.all });
  const { start, starting } = useStartSigning({ request: (urls) => requestSignUrl({ id: d.id, ...urls }), onRefused: readAgain });
  const none = t('none');
  const unit = d.hospitalOrganizationUnit;

  const rows: [string, ReactNode][] = [
    [t('fields.type'), t(`types.${d.type}`)],
    [t('fields.state'), t(`states.${d.state}`)],
    ...(decisionShown(d) ? ([[t('fields.decision'), decisionText(t, d)]] as [string, ReactNode][]) : []),
    [t('fields.patient'), `${d.patient.name} ${d.patient.lastName}`],
    [t('fields.practitioner'), personName(d.practitioner)],
    [t('fields.practiceNumber'), d.practitioner.practiceNumber ?? none],
    [t('fields.unit'), [unit.name, unit.address, unit.phone].filter(Boolean).join(', ')],
    [t('fields.registrationDate'), formatDateTime(d.registrationDate)],
    [t('fields.dateOfSubmission'), formatDateTime(d.dateOfSubmission) || none],
    ...(d.canceledAt ? ([[t('fields.canceledAt'), formatDateTime(d.canceledAt)]] as [string, ReactNode][]) : []),
    [t('fields.providerChoice'), choiceWords(t, d.healthcareProviderChoiceOrderNumber, d.healthcareProviderChoiceOrderReasonCode, d.healthcareProviderChoiceOtherReason)],
    [t(`fields.practitionerChoice.${d.type}`), choiceWords(t, d.practitionerChoiceOrderNumber, d.practitionerChoiceOrderReasonCode, d.practitionerChoiceOtherReason)],
    [t('fields.signature'), <Signature key="signature" declaration={d} />],
  ];

  return (
    <>
      {d.state === 'REGISTERED' && (
        <Alert color="blue" variant="light">
          {t('details.signHint')}
        </Alert>
      )}
      <DataList orientation={isPhone ? 'vertical' : 'horizontal'} labelWidth={240} withDivider aria-label={t('details.title')}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <PatientDataSection patientId={d.patientId} />
      <Group gap="sm" role="group" aria-label={t('details.actions')}>
        {d.state === 'REGISTERED' && (
          <Button onClick={start} loading={starting}>
            {t('details.sign')}
          </Button>
        )}
        <Button variant="default" onClick={() => void openPrintout(declarationPrintoutPath(d.id))}>
          {t('details.print')}
        </Button>
        {d.state !== 'CANCELED' && (
          <Button component={Link} to={`${declarationPath(d.id)}?${EDIT_PARAM}=1`} variant="default">
            {t('details.edit')}
          </Button>
        )}
      </Group>
      <Anchor component={Link} to={declarationAmmsPath(d.id)}>
        {t('details.amms')}
      </Anchor>
    </>
  );
}

function decisionText(t: TFunction<'declarations'>, d: Declaration): string {
  const words = d.decision === 'REJECTED' && d.decisionReason ? t('rejectedBecause', { reason: d.decisionReason }) : t(`decisions.${d.decision}`);
  return d.decidedAt ? `${words} (${formatDay(d.decidedAt)})` : words;
}

/** Who signed it, when, with which certificate; or that it is not signed yet. */
function Signature({ declaration: { signature } }: { declaration: Declaration }) {
  const { t } = useTranslation('declarations');
  if (!signature) return <>{t('details.notSigned')}</>;
  return (
    <Stack gap={2}>
      <Text inherit>
        {t(`details.signedBy.${signature.signedBy}`, { name: signature.signerName })}, {t('details.signedAt', { date: formatDateTime(signature.signedAt) })}
      </Text>
      <Text inherit size="sm" c="dimmed">
        {t('details.certificate', { issuer: signature.certificateIssuer, serial: signature.certificateSerial })}
      </Text>
    </Stack>
  );
}

/** The patient's data the form carries (spec part 2 §7: the details read it after the declaration). */
function PatientDataSection({ patientId }: { patientId: number }) {
  const { t } = useTranslation('declarations');
  const data = usePatientData(patientId);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('details.patientData')}
      </Title>
      {data.isError ? <Text c="dimmed">{t('details.patientDataFailed')}</Text> : data.isSuccess ? <PatientDataList data={data.data} /> : <Text c="dimmed">{t('wizard.loading')}</Text>}
    </Stack>
  );
}

/**
 * ?edit=1: the choices of the summary, saved with PATCH. A submitted declaration goes back to REGISTERED
 * and must be signed again (spec part 2 §4): the page says so before saving and asks once more.
 */
function DeclarationEdit({ declaration: d }: { declaration: Declaration }) {
  const { t } = useTranslation('declarations');
  const navigate = useNavigate();
  const update = useUpdateDeclaration();
  const detailsPath = declarationPath(d.id);
  const submitted = d.state === 'SUBMITTED';

  return (
    <ChoiceForm
      type={d.type}
      initial={d}
      before={
        <>
          <Text>{t('edit.intro')}</Text>
          {submitted && (
            <Alert color="yellow" variant="light" role="note">
              {t('edit.resign')}
            </Alert>
          )}
        </>
      }
      submitLabel={t('edit.save')}
      secondary={
        <Button variant="default" component={Link} to={detailsPath}>
          {t('edit.cancel')}
        </Button>
      }
      onSubmit={async (choice, fieldErrors) => {
        if (submitted && !(await confirmAction({ title: t('edit.confirmTitle'), message: t('edit.resign'), confirmLabel: t('edit.confirm'), danger: false }))) return;
        try {
          const saved = await update.mutateAsync({ id: d.id, edit: choice });
          notify.success(saved.state === 'REGISTERED' && submitted ? t('edit.savedSignAgain') : t('edit.saved'));
          void navigate(detailsPath, { replace: true });
        } catch (error) {
          // The server's words (a cancelled declaration: 409 DECLARATION_NOT_ACTIVE), or "Serwer nie odpowiada" (spec part 2 §8).
          if (isApiError(error) && error.status >= 400 && error.status < 500 && error.body) {
            fieldErrors(error);
            notify.warning(error.body.message);
          } else notify.failure(error);
        }
      }}
    />
  );
}
