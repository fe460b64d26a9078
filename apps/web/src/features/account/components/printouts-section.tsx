import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { printAuthorisationForm, printCopyData } from '../api/printouts';

/**
 * Printouts of the account tab (spec part 1 §2): the patient-copy data of a patient the account acts
 * for (its own record first; a picker when there are more) and the authorisation form, each a PDF in a
 * new window.
 */
export function PrintoutsSection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const { data: patients = [] } = useActablePatients();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? (patients[0] ? String(patients[0].id) : null);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          {t('documents.printouts.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('documents.printouts.intro')}
        </Text>
        {patients.length > 1 ? (
          <Select
            label={t('documents.printouts.patient')}
            data={patients.map((p) => ({ value: String(p.id), label: `${p.name} ${p.lastName} (${t(`documents.printouts.relation.${p.relation}`)})` }))}
            value={chosen}
            onChange={setPicked}
            allowDeselect={false}
            maw={420}
          />
        ) : null}
        <Group>
          {chosen ? <Button onClick={() => void printCopyData(Number(chosen))}>{t('documents.printouts.copyData')}</Button> : null}
          <Button variant="outline" onClick={() => void printAuthorisationForm(accountId)}>
            {t('documents.printouts.authorisation')}
          </Button>
        </Group>
        {chosen ? null : (
          <Text size="sm" c="dimmed">
            {t('documents.printouts.noPatient')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
