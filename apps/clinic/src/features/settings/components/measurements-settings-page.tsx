import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { measurementSettingsEditSchema, type MeasurementKind } from '@portal/contracts';
import { measurementKinds } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinicSettings } from '../api/clinic-settings';
import { useSaveSettingsGroup } from '../api/save-settings-group';

/** /settings/measurements — which kinds of measurements patients see and record (settings group `measurements`). */
export function MeasurementsSettingsPage() {
  const { t } = useTranslation('settings');
  const settings = useClinicSettings();
  return (
    <QueryBoundary query={settings} failure={t('loadFailed')}>
      {(all) => <KindsForm key={all.measurements.shownKinds.join()} shown={all.measurements.shownKinds} />}
    </QueryBoundary>
  );
}

function KindsForm({ shown }: { shown: MeasurementKind[] }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettingsGroup('measurements');
  const [kinds, setKinds] = useState<string[]>(shown);
  const [error, setError] = useState<string | null>(null);
  const title = t('measurementsPage.title');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // Kept in the kinds' own order; the contract's rules (at least one, BMI and surface need weight and height).
    const value = { shownKinds: measurementKinds.filter((k) => kinds.includes(k)) };
    const checked = measurementSettingsEditSchema.safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? t('saveFailed'));
    setError(null);
    try {
      await save.mutateAsync(value);
      notify.success(t('saved', { group: title }));
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400) setError(failure.body?.message ?? t('saveFailed'));
      else notify.failure(failure, t('saveFailed'));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-group-measurements">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="settings-group-measurements">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('measurementsPage.description')}
          </Text>
          <Checkbox.Group label={t('measurementsPage.label')} value={kinds} onChange={setKinds} error={error}>
            <Stack gap="xs" mt="xs">
              {measurementKinds.map((kind) => (
                <Checkbox key={kind} value={kind} label={t(`measurementsPage.kinds.${kind}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <div>
            <Button type="submit" loading={save.isPending} aria-label={`${t('save')}: ${title}`}>
              {t('save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
