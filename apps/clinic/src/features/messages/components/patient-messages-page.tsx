import '@mantine/dates/styles.css';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClinicMessage } from '@portal/contracts';
import type { DayRange } from '@portal/domain';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { DateRangeField } from '@portal/ui/forms';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFilterParams } from '../../../shared/list-filters';
import { usePatientMessages } from '../api/patient-messages';
import { newMessageToPatientPath, patientCardPath, threadPath } from '../paths';
import { MessageMarks, moment, useSenderName } from './parts';

/** One message of the correspondence, whole: she may not be party to it, so it is shown here, not in a thread. */
function CorrespondenceItem({ message }: { message: ClinicMessage }) {
  const { t } = useTranslation('messages');
  const senderName = useSenderName();
  const headingId = `correspondence-${message.id}`;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {message.isOwn ? (
                <Anchor component={Link} to={threadPath(message.id)} inherit>
                  {message.title}
                </Anchor>
              ) : (
                message.title
              )}
            </Title>
            <MessageMarks message={message} />
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={message.createdAt}>{moment(message.createdAt)}</time>
          </Text>
        </Group>
        <Text size="sm">{t('list.from', { name: senderName(message) })}</Text>
        <Text size="sm">{t('list.to', { names: message.recipients.map((r) => r.name).join(', ') })}</Text>
        <Text size="xs" c="dimmed">
          {message.category.name}
          {message.attachments.length > 0 ? ` · ${t('list.attachments', { count: message.attachments.length })}` : ''}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Text>
      </Stack>
    </Paper>
  );
}

/** /patients/:patientId/messages — the patient's correspondence with the clinic, newest first (each read is audited). */
export function PatientMessagesPage() {
  const { t } = useTranslation('messages');
  const patientId = Number(useParams().patientId);
  const filters = useFilterParams();
  const range = { after: filters.get('after') || undefined, before: filters.get('before') || undefined };
  const messages = usePatientMessages(patientId, range);
  const first = messages.items[0]?.patient;
  const heading = first ? t('patient.titleOf', { name: `${first.name} ${first.lastName}` }) : t('patient.title');
  const setRange = (next: Partial<DayRange>) => {
    filters.set('after', next.after ?? null);
    filters.set('before', next.before ?? null);
  };
  return (
    <Stack>
      <Anchor component={Link} to={patientCardPath(patientId)} size="sm">
        ← {t('patient.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <PageHeading documentTitle={heading}>{heading}</PageHeading>
        <Button component={Link} to={newMessageToPatientPath(patientId)}>
          {t('patient.write')}
        </Button>
      </Group>
      {first?.pesel ? <Text size="sm">PESEL {first.pesel}</Text> : null}
      <Alert color="blue" variant="light">
        {t('patient.audited')}
      </Alert>
      <LocalizedDatesProvider>
        <DateRangeField value={range} onChange={setRange} limits={{ allowFuture: false }} />
      </LocalizedDatesProvider>
      <PagedList
        query={messages}
        renderItem={(m) => <CorrespondenceItem key={m.id} message={m} />}
        empty={range.after || range.before ? t('patient.emptyFiltered') : t('patient.empty')}
        failure={t('patient.loadFailed')}
      />
    </Stack>
  );
}
