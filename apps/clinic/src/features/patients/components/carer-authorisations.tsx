import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CarerAuthorisation } from '@portal/contracts';
import { QueryBoundary } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarerAuthorisations } from '../api/carer-authorisations';
import { patientCardPath } from '../paths';
import { InForceBadge, useConsentWords } from './consent-parts';
import { Field, moment } from '../../../shared/record-fields';

/** One carer: names, identity, address, the authorising document, its dates; a link to the carer's own card where the clinic has one. */
function CarerItem({ carer }: { carer: CarerAuthorisation }) {
  const { t } = useTranslation('patients');
  const words = useConsentWords();
  const name = `${carer.name} ${carer.lastName}`;
  const headingId = `carer-${carer.id}`;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId} data-testid={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="h5" id={headingId}>
            {name}
          </Title>
          <InForceBadge inForce={carer.inForce} label={carer.inForce ? t('carers.inForce') : t('carers.notInForce')} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0} spacing="xs" verticalSpacing="xs">
          <Field label={t('carers.fields.identity')}>{words.identity(carer.patientCarerNationalId, carer.documentNumber, carer.country)}</Field>
          <Field label={t('carers.fields.address')}>{words.address(carer.address)}</Field>
          <Field label={t('carers.fields.document')}>{t(`carers.documentTypes.${carer.typeAuthorizationDocument}`)}</Field>
          <Field label={t('carers.fields.validity')}>{words.validity(carer.dateFrom, carer.dateTo)}</Field>
          <Field label={t('carers.fields.added')}>{moment(carer.createdAt)}</Field>
        </SimpleGrid>
        {carer.url || carer.patientCarerId !== null ? (
          <Group gap="md">
            {carer.url ? (
              <Anchor href={carer.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={t('carers.openDocumentOf', { name })}>
                {t('carers.openDocument')}
              </Anchor>
            ) : null}
            {carer.patientCarerId !== null ? (
              <Anchor component={Link} to={patientCardPath(carer.patientCarerId)} size="sm" aria-label={t('carers.carerCardOf', { name })}>
                {t('carers.carerCard')}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * A patient's carer authorisations, read-only. `inForceOnly`: only those within their dates today (where
 * her identity is checked); otherwise every one, each marked in force or not.
 */
export function CarerAuthorisations({ patientId, inForceOnly = false }: { patientId: number; inForceOnly?: boolean }) {
  const { t } = useTranslation('patients');
  const carers = useCarerAuthorisations(patientId);
  return (
    <QueryBoundary query={carers} failure={t('carers.loadFailed')}>
      {(all) => {
        const shown = inForceOnly ? all.filter((c) => c.inForce) : all;
        if (shown.length === 0) return <Text c="dimmed">{inForceOnly ? t('carers.noneInForce') : t('carers.empty')}</Text>;
        return (
          <Stack gap="sm">
            {shown.map((carer) => (
              <CarerItem key={carer.id} carer={carer} />
            ))}
          </Stack>
        );
      }}
    </QueryBoundary>
  );
}
