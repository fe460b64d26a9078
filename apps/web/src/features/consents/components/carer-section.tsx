import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CarerAuthorisation } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { confirmAction, QueryBoundary, StatusBadge } from '@portal/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteCarerAuthorisation } from '../api/delete-carer-authorisation';
import { carerAuthorisationsQueryOptions } from '../api/get-carer-authorisations';
import { CARER_KIND, newConsentPath } from '../paths';
import { addressWords, carerIdentityWords, validityWords } from './consent-words';

/**
 * The patient's carer authorisations (spec part 2 §3 "Carer authorisation"): each carer's names,
 * identity, the authorising document, its dates and address, whether it is in force; a new one is
 * given by the patient herself (`canAdd`: her own record), and any may be removed.
 */
export function CarerSection({ patientId, canAdd }: { patientId: number; canAdd: boolean }) {
  const { t } = useTranslation('consents');
  const headingId = useId();
  const query = useQuery(carerAuthorisationsQueryOptions(patientId));
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('carers.title')}
        </Title>
        {canAdd && (
          <Button component={Link} to={newConsentPath({ patientId, kind: CARER_KIND })} variant="light">
            {t('carers.add')}
          </Button>
        )}
      </Group>
      <QueryBoundary query={query} failure={t('carers.loadFailed')} isEmpty={(carers) => carers.length === 0} empty={<Text c="dimmed">{t('carers.empty')}</Text>}>
        {(carers) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
            {carers.map((c) => (
              <CarerCard key={c.id} carer={c} />
            ))}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}

function CarerCard({ carer: c }: { carer: CarerAuthorisation }) {
  const { t } = useTranslation('consents');
  const remove = useDeleteCarerAuthorisation();
  const name = `${c.name} ${c.lastName}`;
  const onRemove = async () => {
    if (!(await confirmAction({ title: t('carers.removeTitle'), message: t('carers.removeMessage', { name }), confirmLabel: t('carers.remove') }))) return;
    remove.mutate(
      { patientId: c.patientId, id: c.id },
      {
        onSuccess: () => notify.success(t('carers.removed')),
        onError: (error) => (isApiError(error) && error.status === 404 && error.body ? notify.warning(error.body.message) : notify.failure(error, t('carers.removeFailed'))),
      },
    );
  };
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{name}</Text>
          <StatusBadge status={c.inForce ? 'inForce' : 'notInForce'} palette={{ inForce: 'teal.9', notInForce: 'gray.7' }} label={c.inForce ? t('carers.inForce') : t('carers.notInForce')} plain />
        </Group>
        <Text size="sm">{carerIdentityWords(t, c)}</Text>
        <Text size="sm">
          {t('carers.document')}: {t(`documentTypes.${c.typeAuthorizationDocument}`)}
        </Text>
        <Text size="sm">
          {t('fields.validity')}: {validityWords(t, c.dateFrom, c.dateTo)}
        </Text>
        <Text size="sm">
          {t('fields.address')}: {addressWords(c.address)}
        </Text>
        {c.url && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('carers.url')}: {c.url}
          </Text>
        )}
        <Group>
          <Button size="compact-sm" variant="subtle" color="red.8" onClick={() => void onRemove()} loading={remove.isPending} aria-label={t('carers.removeOf', { name })}>
            {t('carers.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
