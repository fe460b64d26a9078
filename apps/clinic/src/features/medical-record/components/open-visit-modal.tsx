import { useSpecialityName } from '@portal/ui/speciality';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { encounterOpenSchema, type EncounterOpenInput } from '@portal/contracts';
import { applyServerErrors, FormDateTimeInput, FormSelect } from '@portal/ui/forms';
import { isApiError } from '@portal/ui/api';
import { notify, reportFailure } from '@portal/ui/notify';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenEncounter } from '../api/open-encounter';
import { usePractitioners, useSpecialities, useUnits } from '../api/organisation';
import { encounterPath } from '../paths';

/** Choices are held as the selects give them (texts) and turned into ids when sent. */
type Values = { unitId: string | null; speciality: string; practitionerId: string | null; startTime: string };
const idOf = (v: string | null) => (v ? Number(v) : null);

/** Opens a visit: unit, a speciality the unit serves, the practitioner, when; then the visit's editor. */
export function OpenVisitModal({ patientId, opened, onClose }: { patientId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('medical-record');
  const navigate = useNavigate();
  const open = useOpenEncounter(patientId);
  const units = useUnits();
  const practitioners = usePractitioners();
  const specialities = useSpecialities();
  const specialityName = useSpecialityName();
  const form = useForm<Values>({ defaultValues: { unitId: null, speciality: '', practitionerId: null, startTime: new Date().toISOString() } });
  const unitId = form.watch('unitId');
  // A unit's practitioners first: those who work there.
  const here = (practitioners.data ?? []).filter((p) => unitId === null || p.units.some((u) => u.id === Number(unitId)));
  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = encounterOpenSchema.safeParse({ ...values, unitId: idOf(values.unitId), practitionerId: idOf(values.practitionerId), careId: null, serviceCode: null });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(String(issue.path[0]) as keyof Values, { message: issue.message });
      return;
    }
    try {
      const encounter = await open.mutateAsync(parsed.data as EncounterOpenInput);
      notify.success(t('openVisit.opened'));
      onClose();
      void navigate(encounterPath(encounter.id));
    } catch (error) {
      if (isApiError(error) && error.status === 400) applyServerErrors(error, form.setError, ['unitId', 'speciality', 'practitionerId', 'startTime']);
      reportFailure(error, t('openVisit.failed'));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('openVisit.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <FormSelect
            control={form.control}
            name="unitId"
            label={t('openVisit.unit')}
            required
            searchable
            data={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          />
          <FormSelect control={form.control} name="speciality" label={t('openVisit.speciality')} required searchable emptyValue="" data={(specialities.data ?? []).map((s) => ({ value: s.code, label: specialityName(s.code, s.name) }))} />
          <FormSelect
            control={form.control}
            name="practitionerId"
            label={t('openVisit.practitioner')}
            searchable
            clearable
            data={here.map((p) => ({ value: String(p.id), label: [p.degree, p.name, p.lastName].filter(Boolean).join(' ') }))}
          />
          <FormDateTimeInput control={form.control} name="startTime" label={t('openVisit.startTime')} required />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('openVisit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
