import { Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { CaseConsultation } from '@portal/contracts';
import { formatDateTime, formatTime } from '@portal/domain';
import { useIsPhone, QueryBoundary } from '@portal/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { caseConsultationsQuery, chatRecordQuery, recordingUrl, type CaseAccess } from '../api/medical-cases';

/**
 * The case's teleconsultations (the teleconsultation module's list), newest first, each with its
 * archive: "Czat" opens the chat record in a dialog, "Nagranie" plays the recording in the page.
 */
export function ConsultationsSection({ access, patientId, caseId }: { access: CaseAccess; patientId: number; caseId: number }) {
  const { t } = useTranslation('medical-cases');
  const query = useQuery(caseConsultationsQuery(access, patientId, caseId));
  const isPhone = useIsPhone();
  const [chatOf, setChatOf] = useState<CaseConsultation | null>(null);
  const [playing, setPlaying] = useState<number | null>(null);

  const when = (c: CaseConsultation) => `${formatDateTime(c.scheduledFrom)}–${formatTime(c.scheduledTo)}`;
  const actions = (c: CaseConsultation) => (
    <Group gap="xs" wrap="wrap">
      {c.hasChat ? (
        <Button size="compact-sm" variant="light" onClick={() => setChatOf(c)} aria-label={t('consultations.chatOf', { date: when(c) })}>
          {t('consultations.chat')}
        </Button>
      ) : null}
      {c.hasRecording ? (
        <Button size="compact-sm" variant="light" onClick={() => setPlaying(playing === c.id ? null : c.id)} aria-pressed={playing === c.id} aria-label={t('consultations.recordingOf', { date: when(c) })}>
          {t('consultations.recording')}
        </Button>
      ) : null}
    </Group>
  );
  const player = (c: CaseConsultation) =>
    playing === c.id ? (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- a call's recording has no caption file; its chat record ("Czat") is the text beside it
      <audio controls autoPlay src={recordingUrl(access, patientId, c.id)} aria-label={t('consultations.recordingOf', { date: when(c) })} style={{ width: '100%' }}>
        {t('consultations.noAudio')}
      </audio>
    ) : null;
  const kind = (c: CaseConsultation) => (c.communicationType ? t(`consultations.type.${c.communicationType}`) : '—');

  return (
    <Stack gap="sm" component="section" aria-labelledby="case-consultations">
      <Title order={2} size="h4" id="case-consultations">
        {t('consultations.title')}
      </Title>
      <QueryBoundary query={query} failure={t('consultations.loadFailed')} loading={t('consultations.loading')} isEmpty={(items) => items.length === 0} empty={<Text size="sm" c="dimmed">{t('consultations.none')}</Text>}>
        {(items) =>
          isPhone ? (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('consultations.title')}>
              {items.map((c) => (
                <Card component="li" key={c.id} withBorder padding="sm">
                  <Text size="sm" fw={600}>
                    {when(c)}
                  </Text>
                  <Text size="sm">{c.serviceName}</Text>
                  <Text size="sm">
                    {kind(c)}, {t(`consultations.status.${c.status}`)}
                  </Text>
                  {c.consultantName ? <Text size="sm">{c.consultantName}</Text> : null}
                  {actions(c)}
                  {player(c)}
                </Card>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={t('consultations.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('consultations.when')}</Table.Th>
                    <Table.Th>{t('consultations.service')}</Table.Th>
                    <Table.Th>{t('consultations.kind')}</Table.Th>
                    <Table.Th>{t('consultations.state')}</Table.Th>
                    <Table.Th>{t('consultations.archive')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{when(c)}</Table.Td>
                      <Table.Td>
                        {c.serviceName}
                        {c.consultantName ? <Text size="xs">{c.consultantName}</Text> : null}
                      </Table.Td>
                      <Table.Td>{kind(c)}</Table.Td>
                      <Table.Td>{t(`consultations.status.${c.status}`)}</Table.Td>
                      <Table.Td>
                        {actions(c)}
                        {player(c)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryBoundary>
      {chatOf ? <ChatDialog access={access} patientId={patientId} consultation={chatOf} onClose={() => setChatOf(null)} /> : null}
    </Stack>
  );
}

/** The chat of one consultation as the archive keeps it: who wrote, when, what. */
function ChatDialog({ access, patientId, consultation, onClose }: { access: CaseAccess; patientId: number; consultation: CaseConsultation; onClose: () => void }) {
  const { t } = useTranslation('medical-cases');
  const query = useQuery(chatRecordQuery(access, patientId, consultation.id));
  return (
    <Modal opened onClose={onClose} title={t('consultations.chatTitle', { date: formatDateTime(consultation.scheduledFrom) })} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <QueryBoundary
        query={query}
        failure={t('consultations.chatFailed')}
        loading={t('consultations.chatLoading')}
        isEmpty={(record) => record.messages.length === 0}
        empty={<Text size="sm" c="dimmed">{t('consultations.chatEmpty')}</Text>}
      >
        {(record) => (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('consultations.chat')}>
            {record.messages.map((m) => (
              <li key={m.id}>
                <Text size="xs" c="dimmed">
                  {formatTime(m.sentAt)} {m.senderName || (m.sender === 'PATIENT' ? t('notes.patient') : t('notes.clinician'))}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {m.text}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryBoundary>
    </Modal>
  );
}
