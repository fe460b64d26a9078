import { Button, DataList, Group, Loader, Text } from '@mantine/core';
import type { DeclarationInput } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { confirmAction, LoadFailure, useIsPhone } from '@portal/ui/page';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { patientLabel } from '../../../shared/patient-picker';
import { useCreateDeclaration } from '../api/create-declaration';
import { activeDeclarationsQueryOptions } from '../api/get-active-declarations';
import { usePozStaff } from '../api/get-poz-staff';
import { useProvider } from '../api/get-provider';
import { declarationKeys } from '../api/keys';
import { ChoiceForm } from '../components/choice-form';
import { personName, replacedDetails, unitLine } from '../components/declaration-words';
import { declarationPath, wizardPath } from '../paths';
import { useGoTo, useWizardRun } from './wizard-context';

/**
 * Step 3: the provider, the practitioner and her unit, the patient, and the choices of the summary
 * (order number and reason, spec part 2 §3, §5). Registering asks first when a declaration of the type
 * is in force (it is withdrawn: `replaceActive`), then opens the new declaration, where it can be signed.
 */
export function SummaryStep() {
  const { t } = useTranslation('declarations');
  const run = useWizardRun();
  const goTo = useGoTo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const staff = usePozStaff(run.type);
  const provider = useProvider();
  const create = useCreateDeclaration();
  const patientId = run.patientId!;
  const patient = run.patients.find((p) => p.id === patientId)!;

  if (staff.isError) return <LoadFailure message={t('staff.loadFailed')} query={staff} />;
  if (!staff.isSuccess) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('wizard.loading')}</Text>
      </Group>
    );
  }
  const chosen = staff.data.find((s) => s.employeeId === run.employeeId && s.unit.hospitalOrganizationUnitId === run.unitId);
  // The practitioner is no longer on the list, or her list filled meanwhile: back to the choice.
  if (!chosen || chosen.listFull) return <Navigate to={wizardPath(run.type, 'staff', { patientId })} replace />;

  const save = async (input: DeclarationInput, fieldErrors: (error: unknown) => boolean): Promise<void> => {
    try {
      const created = await create.mutateAsync(input);
      notify.success(t('summary.saved'));
      void navigate(declarationPath(created.id));
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : undefined;
      const message = isApiError(error) ? error.body?.message : undefined;
      if (code === 'DECLARATION_EXISTS' && message && !input.replaceActive) {
        // One came into force since the check: the server names it; asked, the new one replaces it.
        if (await confirmAction({ title: t('summary.replaceTitle'), message, confirmLabel: t('summary.replaceConfirm') })) await save({ ...input, replaceActive: true }, fieldErrors);
      } else if (code === 'DECLARATION_LIST_FULL' && message) {
        notify.warning(message);
        await queryClient.invalidateQueries({ queryKey: declarationKeys.staff(run.type) });
        goTo('staff', { employeeId: null, unitId: null });
      } else if (code === 'DECLARATION_PATIENT_DATA_MISSING' && message) {
        notify.warning(message);
        await queryClient.invalidateQueries({ queryKey: declarationKeys.patientData(patientId) });
        goTo('patients', { editData: true });
      } else if (isApiError(error) && error.status === 400 && message) {
        fieldErrors(error);
        notify.warning(message);
      } else notify.failure(error, t('summary.saveFailed'));
    }
  };

  const facts: [string, string][] = [
    [t('fields.provider'), provider.isSuccess ? unitLine(provider.data) : provider.isError ? t('summary.providerFailed') : t('wizard.loading')],
    [t(`types.${run.type}`), [personName(chosen), chosen.practiceNumber].filter(Boolean).join(', ')],
    [t('fields.unit'), unitLine(chosen.unit)],
    [t('fields.patient'), patientLabel(patient)],
  ];

  return (
    <ChoiceForm
      type={run.type}
      before={
        <>
          <Text>{t('summary.lead')}</Text>
          <DataList orientation={isPhone ? 'vertical' : 'horizontal'} labelWidth={240} withDivider aria-label={t('wizard.steps.summary')}>
            {facts.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        </>
      }
      submitLabel={t('summary.submit')}
      secondary={
        <Button variant="default" onClick={() => goTo('staff')}>
          {t('wizard.back')}
        </Button>
      }
      onSubmit={async (choice, fieldErrors) => {
        const input: DeclarationInput = { patientId, type: run.type, employeeId: chosen.employeeId, hospitalOrganizationUnitId: chosen.unit.hospitalOrganizationUnitId, ...choice, replaceActive: false };
        // One declaration of a type in force at a time (spec part 2 §4): the one held is named, and withdrawn only once confirmed.
        const held = await queryClient
          .fetchQuery(activeDeclarationsQueryOptions(patientId))
          .then((active) => active.find((d) => d.type === run.type && d.state !== 'CANCELED') ?? null)
          // Not known now: the server refuses a second one (409 DECLARATION_EXISTS), and is asked again then.
          .catch(() => null);
        if (held) {
          const replace = await confirmAction({
            title: t('summary.replaceTitle'),
            message: t(`summary.replaceQuestion.${run.type}`, { details: replacedDetails(t, held) }),
            confirmLabel: t('summary.replaceConfirm'),
          });
          if (!replace) return;
        }
        await save({ ...input, replaceActive: held !== null }, fieldErrors);
      }}
    />
  );
}
