import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AMPA_PIN_VALID_MINUTES } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { confirmAction } from '@portal/ui/page';
import { QueryBoundary } from '@portal/ui/page';
import { useActablePatients, type ActablePatient } from '../../../shared/session/actable-patients';
import { useApplicationSettings } from '../../../shared/settings/application-settings';
import { useAmpaCheck, useAmpaPin, useAmpaUnregister } from '../api/ampa';
import { MobileAppPinModal } from './mobile-app-pin-modal';

/** The account tab's "mobile application" section (spec part 1 §2, §4 AMPA): shown while `ampaModule` is on. */
export function MobileAppSection() {
  const { t } = useTranslation('account');
  const { data: settings } = useApplicationSettings();
  const patients = useActablePatients();
  if (settings?.ampaModule !== true) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="mobile-app-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="mobile-app-title">
          {t('mobile.title')}
        </Title>
        <Text size="sm">{t('mobile.intro')}</Text>
        <QueryBoundary query={patients} isEmpty={(list) => list.length === 0} empty={<Text>{t('mobile.noPatients')}</Text>}>
          {(list) => (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((patient) => (
                <MobileAppRow key={patient.id} patient={patient} />
              ))}
            </Stack>
          )}
        </QueryBoundary>
      </Stack>
    </Paper>
  );
}

function MobileAppRow({ patient }: { patient: ActablePatient }) {
  const { t } = useTranslation('account');
  const check = useAmpaCheck(patient.id);
  const pin = useAmpaPin();
  const unregister = useAmpaUnregister();
  const [shownPin, setShownPin] = useState<string | null>(null);
  const name = `${patient.name} ${patient.lastName}`;
  const registered = check.data === true;

  const issuePin = () =>
    pin.mutate(patient.id, {
      onSuccess: (value) => setShownPin(value),
      onError: (error) => notify.failure(error, t('mobile.pinFailed')),
    });
  const onUnregister = async () => {
    const confirmed = await confirmAction({
      title: t('mobile.unregisterTitle'),
      message: t('mobile.unregisterMessage', { name }),
      confirmLabel: t('mobile.unregister'),
    });
    if (!confirmed) return;
    unregister.mutate(patient.id, {
      onSuccess: () => notify.success(t('mobile.unregistered')),
      onError: (error) =>
        isApiError(error) && error.status === 400 && error.body?.message ? notify.warning(error.body.message) : notify.failure(error, t('mobile.unregisterFailed')),
    });
  };

  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={500}>
            {name}
            {patient.relation !== 'SELF' ? (
              <Text span c="dimmed" size="sm">
                {` · ${t(`mobile.relation.${patient.relation}`)}`}
              </Text>
            ) : null}
          </Text>
          {check.isSuccess ? (
            <Badge color={registered ? 'green' : 'gray'} variant="light" data-testid={`ampa-state-${patient.id}`}>
              {registered ? t('mobile.registered') : t('mobile.notRegistered')}
            </Badge>
          ) : check.isError ? (
            <Text size="sm" c="red">
              {t('mobile.checkFailed')}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button size="xs" loading={pin.isPending} onClick={issuePin} aria-label={t(registered ? 'mobile.regenerateFor' : 'mobile.registerFor', { name })}>
            {registered ? t('mobile.regenerate') : t('mobile.register')}
          </Button>
          {registered ? (
            <Button size="xs" variant="outline" color="red" loading={unregister.isPending} onClick={() => void onUnregister()} aria-label={t('mobile.unregisterFor', { name })}>
              {t('mobile.unregister')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <MobileAppPinModal
        pin={shownPin}
        name={name}
        validMinutes={AMPA_PIN_VALID_MINUTES}
        onClose={() => {
          setShownPin(null);
          void check.refetch();
        }}
      />
    </li>
  );
}
