import { Alert, Button, FileInput, Group, Loader, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { MedicalCase, Patient, TimeSlot } from '@portal/contracts';
import { DESCRIPTION_MAX, formatDateTime, wizardStepsFor, type TeleconsultationWizardStep } from '@portal/domain';
import { api, isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { confirmAction, PageHeading } from '@portal/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { patientLabel } from '../../../shared/patient-picker';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { BOOKINGS_PATH, NEW_TELECONSULTATION_PATH } from '../paths';
import * as calls from './teleconsultation-api';

import { presetService, ServicesList, SlotsOfDay, SummaryCard, type Service } from './wizard-parts';

/*
 * The teleconsultation wizard (spec part 2 §2, §4 "Teleconsultation booking", §8, §9): patient, service
 * (planned or "now"), dates (the slot held 15 minutes), medical case (hers or a new one; skipped in MODIFY
 * and when she has none), description (at most 2000 characters) with attachments, summary. MODIFY
 * (from the bookings list) goes straight to the dates and then the summary. A "now" one goes to the
 * telehealth page once made; any other to the bookings list.
 */


interface WizardState {
  patientId: number | null;
  service: Service | null;
  slot: TimeSlot | null;
  caseId: number | null;
  newCaseTitle: string;
  note: string;
  attachmentIds: number[];
  attachmentNames: string[];
  /** Files for a new case: it exists only once the teleconsultation is made, so they are sent after it. */
  pendingFiles: File[];
}

const stepPath = (step: TeleconsultationWizardStep, search: URLSearchParams) => `${NEW_TELECONSULTATION_PATH}/${step}${search.size ? `?${search.toString()}` : ''}`;

export function TeleconsultationWizard() {
  const { t } = useTranslation(['bookings', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { step: stepParam } = useParams();
  const account = useCurrentAccount().data;
  const patients = useActablePatients().data ?? [];
  const modify = search.get('mode') === 'MODIFY';
  const [state, setState] = useState<WizardState>(() => ({
    patientId: search.get('patient') ? Number(search.get('patient')) : null,
    // MODIFY names its service; a visitor's choice in the public catalogue comes back with it too (spec §6).
    service: presetService(search),
    slot: null,
    caseId: null,
    newCaseTitle: '',
    note: '',
    attachmentIds: [],
    attachmentNames: [],
    pendingFiles: [],
  }));
  const [busy, setBusy] = useState(false);
  const [noteError, setNoteError] = useState<string | null>(null);
  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));

  const cases = useQuery({
    queryKey: ['teleconsultation', 'cases', state.patientId],
    queryFn: () => calls.medicalCases(account!.id, state.patientId!),
    enabled: account !== undefined && state.patientId !== null && !modify,
  });
  const openCases: MedicalCase[] = (cases.data?.items ?? []).filter((c) => c.status === 'OPEN');
  const steps = wizardStepsFor(modify ? 'MODIFY' : 'NEW', openCases.length > 0);
  const step = (steps as readonly string[]).includes(stepParam ?? '') ? (stepParam as TeleconsultationWizardStep) : steps[0]!;
  const go = (to: TeleconsultationWizardStep) => void navigate(stepPath(to, search));
  const next = () => {
    const i = steps.indexOf(step);
    // A "now" one has no dates.
    let to = steps[i + 1];
    if (to === 'dates' && state.service?.kind === 'UNPLANNED') to = steps[i + 2];
    if (to) go(to);
  };
  const back = () => {
    const i = steps.indexOf(step);
    let to = steps[i - 1];
    if (to === 'dates' && state.service?.kind === 'UNPLANNED') to = steps[i - 2];
    if (to) go(to);
    else void navigate(BOOKINGS_PATH);
  };

  // ------------------------------------------------------------------ steps
  const planned = useQuery({ queryKey: ['teleconsultation', 'planned', state.patientId], queryFn: () => calls.plannedCatalog(state.patientId), enabled: step === 'services' });
  const unplanned = useQuery({ queryKey: ['teleconsultation', 'unplanned'], queryFn: calls.unplannedCatalog, enabled: step === 'services' });

  const pickPatient = async (id: number) => {
    if (account?.type !== 'AUTHORIZED') {
      notify.error(t('tele.notAuthorized'));
      return;
    }
    setBusy(true);
    try {
      const record = await api<Patient>(`/mpi/accounts/mpi-user/patients/${id}`);
      if (!record.authorized) {
        notify.error(t('tele.patientNotAuthorized'));
        return;
      }
      await calls.ensureRegistered(account.id, {
        id,
        name: record.name,
        lastName: record.lastName,
        nationalId: record.identity.nationalIdentificationNumber,
        birthDate: record.birthDate,
        gender: record.gender,
      });
      update({ patientId: id, caseId: null, note: '', attachmentIds: [], attachmentNames: [], pendingFiles: [] });
      // A service chosen before signing in: its dates (planned) or the case ("now").
      if (state.service?.kind === 'PLANNED') go('dates');
      else if (state.service?.kind === 'UNPLANNED') go('medicalcase');
      else next();
    } catch (err) {
      notify.failure(err, isApiError(err) && err.status === 404 ? t('tele.unconfigured') : t('tele.serverDown'));
    } finally {
      setBusy(false);
    }
  };

  const pickSlot = async (slot: TimeSlot) => {
    setBusy(true);
    try {
      // Spec §4: held 15 minutes when chosen (the teleconsultation's MODIFY holds it too: the change books it).
      await calls.holdSlot(slot.id, state.patientId!);
      update({ slot });
      next();
    } catch (err) {
      notify.failure(err, t('tele.slotBlockFailed'));
    } finally {
      setBusy(false);
    }
  };

  const pickCase = async (caseId: number | null) => {
    if (caseId !== state.caseId && (state.note || state.attachmentIds.length || state.pendingFiles.length)) {
      const yes = await confirmAction({ title: t('tele.caseChangeTitle'), message: t('tele.caseChangeQuestion'), confirmLabel: t('tele.caseChangeConfirm') });
      if (!yes) return;
      update({ caseId, note: '', attachmentIds: [], attachmentNames: [], pendingFiles: [] });
      return;
    }
    update({ caseId });
  };

  const upload = async (files: File[]) => {
    if (state.caseId === null || !files.length) return;
    try {
      const added = await calls.uploadCaseAttachments(account!.id, state.patientId!, state.caseId, files);
      update({ attachmentIds: [...state.attachmentIds, ...added.items.map((a) => a.attachmentId)], attachmentNames: [...state.attachmentNames, ...added.items.map((a) => a.fileName)] });
    } catch (err) {
      notify.failure(err, t('tele.uploadFailed'));
    }
  };

  const submit = async () => {
    if (!account || state.patientId === null || !state.service) return;
    setBusy(true);
    try {
      if (modify) {
        await calls.changeTeleconsultationDate(account.id, state.patientId, {
          timeSlot: state.slot!.id,
          scheduledDate: state.slot!.dateFrom,
          dateTo: state.slot!.dateTo,
          hisBookingId: Number(search.get('oldBookingId')),
          teleconsultationId: Number(search.get('modifyTeleconsultationId')),
          patientId: state.patientId,
          oldDateFrom: search.get('oldDateFrom'),
        });
        notify.success(t('tele.changed'));
        void navigate(BOOKINGS_PATH);
        return;
      }
      const unplannedOne = state.service.kind === 'UNPLANNED';
      const made = await calls.createTeleconsultation(account.id, state.patientId, {
        medServiceCode: state.service.code,
        adhoc: unplannedOne,
        timeSlot: state.slot?.id ?? null,
        scheduledDate: state.slot?.dateFrom ?? null,
        dateTo: state.slot?.dateTo ?? null,
        consultantId: state.service.kind === 'UNPLANNED' ? state.service.consultantId : null,
        medicalCaseId: state.caseId,
        title: state.caseId === null ? state.newCaseTitle.trim() || state.service.name : null,
        description: state.note || null,
        attachmentsIds: state.attachmentIds,
      });
      notify.success(t('tele.created'));
      if (state.pendingFiles.length) {
        await calls.uploadCaseAttachments(account.id, state.patientId, made.medicalCaseId, state.pendingFiles).catch(() => notify.warning(t('tele.attachmentsLater')));
      }
      void navigate(unplannedOne ? `/telehealth?teleconsultationId=${made.id}&patientId=${made.patientId}&isUnplanned=true&medicalServiceCode=${encodeURIComponent(made.service.code)}&medicalCaseId=${made.medicalCaseId}` : BOOKINGS_PATH);
    } catch (err) {
      const code = isApiError(err) ? err.errorCode : undefined;
      notify.failure(err, code && isApiError(err) && err.body ? err.body.message : t('tele.confirmFailed'));
    } finally {
      setBusy(false);
    }
  };

  // ------------------------------------------------------------------ render
  const patientName = patients.find((p) => p.id === state.patientId);
  const chosenCase = openCases.find((c) => c.medicalCaseId === state.caseId);
  const nav = (canGoOn: boolean, onNext?: () => void, nextLabel = t('tele.next')) => (
    <Group>
      <Button variant="default" onClick={back}>
        {t('tele.back')}
      </Button>
      {onNext && (
        <Button onClick={onNext} disabled={!canGoOn} loading={busy}>
          {nextLabel}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      <PageHeading documentTitle={t('tele.title')}>{modify ? t('tele.modifyTitle') : t('tele.title')}</PageHeading>
      <Text size="sm" c="dimmed">
        {t('tele.stepOf', { step: steps.indexOf(step) + 1, count: steps.length })}: {t(`tele.steps.${step}`)}
      </Text>

      {step === 'patients' && (
        <Stack>
          {account && account.type !== 'AUTHORIZED' && <Alert color="red">{t('tele.notAuthorized')}</Alert>}
          <Radio.Group label={t('tele.patientLabel')} value={state.patientId === null ? null : String(state.patientId)} onChange={(v) => void pickPatient(Number(v))}>
            <Stack gap="xs" mt="xs">
              {patients.map((p) => (
                <Radio key={p.id} value={String(p.id)} label={patientLabel(p)} disabled={busy || account?.type !== 'AUTHORIZED'} />
              ))}
            </Stack>
          </Radio.Group>
          {busy && <Loader size="sm" aria-label={t('tele.checking')} />}
          {nav(false)}
        </Stack>
      )}

      {step === 'services' && (
        <Stack>
          <ServicesList
            planned={planned.data}
            unplanned={unplanned.data}
            onPlanned={(code, name) => (update({ service: { kind: 'PLANNED', code, name }, slot: null }), go('dates'))}
            onNow={(code, name, consultantId) => {
              update({ service: { kind: 'UNPLANNED', code, name, consultantId }, slot: null });
              go(steps.includes('medicalcase') ? 'medicalcase' : 'description');
            }}
          />
          {nav(false)}
        </Stack>
      )}

      {step === 'dates' && (
        <Stack>
          {modify && search.get('oldDateFrom') && <Text size="sm">{t('tele.oldDate', { date: formatDateTime(search.get('oldDateFrom')) })}</Text>}
          <SlotsOfDay serviceCode={state.service!.code} patientId={state.patientId!} chosen={state.slot?.id ?? null} busy={busy} onPick={(s) => void pickSlot(s)} />
          {nav(false)}
        </Stack>
      )}

      {step === 'medicalcase' && (
        <Stack>
          <Radio.Group label={t('tele.caseLabel')} value={state.caseId === null ? 'new' : String(state.caseId)} onChange={(v) => void pickCase(v === 'new' ? null : Number(v))}>
            <Stack gap="xs" mt="xs">
              {openCases.map((c) => (
                <Radio key={c.medicalCaseId} value={String(c.medicalCaseId)} label={c.medicalCaseTitle} />
              ))}
              <Radio value="new" label={t('tele.newCase')} />
            </Stack>
          </Radio.Group>
          {state.caseId === null && <TextInput label={t('tele.newCaseTitle')} value={state.newCaseTitle} maxLength={200} onChange={(e) => update({ newCaseTitle: e.currentTarget.value })} />}
          {nav(true, next)}
        </Stack>
      )}

      {step === 'description' && (
        <Stack>
          {!steps.includes('medicalcase') && state.caseId === null && (
            <TextInput label={t('tele.newCaseTitle')} value={state.newCaseTitle} maxLength={200} onChange={(e) => update({ newCaseTitle: e.currentTarget.value })} />
          )}
          <Textarea
            label={t('tele.description')}
            description={t('tele.counter', { count: state.note.length, max: DESCRIPTION_MAX })}
            value={state.note}
            autosize
            minRows={4}
            error={noteError}
            onChange={(e) => {
              const value = e.currentTarget.value;
              update({ note: value });
              setNoteError(value.length > DESCRIPTION_MAX ? t('tele.descriptionTooLong') : null);
            }}
          />
          {state.caseId !== null ? (
            <FileInput multiple label={t('tele.attachments')} placeholder={t('tele.attachmentsPlaceholder')} onChange={(files) => void upload(files)} />
          ) : (
            <FileInput multiple label={t('tele.attachments')} placeholder={t('tele.attachmentsPlaceholder')} value={state.pendingFiles} onChange={(files) => update({ pendingFiles: files })} clearable />
          )}
          {state.attachmentNames.length > 0 && <Text size="sm">{state.attachmentNames.join(', ')}</Text>}
          {nav(state.note.length <= DESCRIPTION_MAX, () => (state.note.length > DESCRIPTION_MAX ? setNoteError(t('tele.descriptionTooLong')) : next()))}
        </Stack>
      )}

      {step === 'summary' && (
        <Stack>
          <SummaryCard
            patient={patientName ? patientLabel(patientName) : '—'}
            service={state.service?.name ?? '—'}
            date={state.slot ? formatDateTime(state.slot.dateFrom) : state.service?.kind === 'UNPLANNED' ? t('tele.now') : '—'}
            medicalCase={modify ? null : (chosenCase?.medicalCaseTitle ?? (state.newCaseTitle.trim() || state.service?.name) ?? null)}
            note={modify ? '' : state.note}
          />
          {nav(true, () => void submit(), modify ? t('tele.confirmChange') : t('tele.confirm'))}
        </Stack>
      )}
    </Stack>
  );
}
