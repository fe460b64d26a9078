import { Anchor, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ClinicFulfillment } from '@portal/contracts';
import { formatDay, isCalendarDay } from '@portal/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { patientCardPath } from '../paths';
import { clinicDateTime } from './shared';

/** An answer as the clinic reads it: a day as DD-MM-YYYY, a blank one as a dash. */
const shown = (a: ClinicFulfillment['answers'][number]) => (a.format === 'DATE' && isCalendarDay(a.answer) ? formatDay(a.answer) : a.answer || '—');

/**
 * One patient's answers to one questionnaire: who (a link to the patient card) or what (`title`), when,
 * in which context and version; the answers open below, question by question.
 */
export function FulfillmentCard({ fulfillment: f, title }: { fulfillment: ClinicFulfillment; title?: ReactNode }) {
  const { t } = useTranslation('questionnaires');
  const [open, setOpen] = useState(false);
  const answersId = useId();
  const patient = `${f.patient.name} ${f.patient.lastName}`;
  return (
    <Card withBorder padding="md" data-testid={`fulfillment-${f.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            {title ?? (
              <Anchor component={Link} to={patientCardPath(f.patient.id)} fw={600}>
                {patient}
              </Anchor>
            )}
            <Text size="sm">
              {t('answers.fulfilledAt', { at: clinicDateTime(f.fulfilledAt) })}
              {title === undefined && f.patient.pesel ? ` · PESEL ${f.patient.pesel}` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`answers.context.${f.context.kind}`)}
              {f.context.label ? `: ${f.context.label}` : ''} · {t('versionIs', { version: f.version })}
            </Text>
          </Stack>
          <Button variant="light" size="xs" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={answersId}>
            {open ? t('answers.hide') : t('answers.show')}
          </Button>
        </Group>
        <div id={answersId} hidden={!open}>
          {open && (
            <Table.ScrollContainer minWidth={320}>
              <Table striped withTableBorder captionSide="top">
                <Table.Caption>{title === undefined ? t('answers.captionOf', { name: patient }) : t('answers.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>{t('answers.number')}</Table.Th>
                    <Table.Th>{t('answers.question')}</Table.Th>
                    <Table.Th>{t('answers.answer')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {f.answers.map((a) => (
                    <Table.Tr key={a.orderNumber}>
                      <Table.Td>{a.orderNumber}</Table.Td>
                      <Table.Td>{a.question}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{shown(a)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </div>
      </Stack>
    </Card>
  );
}
