import type { ReactNode } from 'react';
import { EmptyState, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../../shared/page/query-boundary';
import { useOwnPatient } from '../../../shared/session/own-patient';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** /account/mydata — the account's own patient record as the clinic holds it. */
export function MyDataTab() {
  const { t } = useTranslation('account');
  const query = useOwnPatient();
  const none = t('fields.none');
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('mydata.title')}
      </Title>
      <QueryBoundary query={query} isEmpty={(patient) => patient === null} empty={<EmptyState align="left" description={t('mydata.empty')} />}>
        {(patient) =>
          patient && (
            <Paper withBorder p="lg">
              <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
                <Field label={t('mydata.name')} value={[patient.name, patient.middleName, patient.lastName].filter(Boolean).join(' ')} />
                <Field label={t('mydata.birthDate')} value={formatDate(patient.birthDate) || none} />
                <Field label={t('mydata.gender')} value={t(`mydata.genders.${patient.gender}`)} />
                <Field label={t('mydata.pesel')} value={patient.identity.nationalIdentificationNumber ?? none} />
                <Field
                  label={t('mydata.address')}
                  value={
                    [patient.address.street, patient.address.houseNumber, patient.address.postalCode, patient.address.city].filter(Boolean).join(' ') ||
                    none
                  }
                />
                <Field label={t('mydata.identity')} value={patient.authorized ? t('mydata.verified') : t('mydata.notVerified')} />
              </SimpleGrid>
            </Paper>
          )
        }
      </QueryBoundary>
    </Stack>
  );
}
