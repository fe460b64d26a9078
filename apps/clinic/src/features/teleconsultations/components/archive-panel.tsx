import { Card, List, Stack, Text, Title } from '@mantine/core';
import { QueryBoundary } from '@portal/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatRecordQuery, recordingQuery, streamsRecordUrl } from '../api/teleconsultations';
import { clock } from './parts';

/** After the consultation: its chat record and, when it was recorded, the audio played in the page. */
export function ArchivePanel({ teleconsultationId }: { teleconsultationId: number }) {
  const { t } = useTranslation('teleconsultations');
  const chat = useQuery(chatRecordQuery(teleconsultationId));
  const recording = useQuery(recordingQuery(teleconsultationId));
  return (
    <Card withBorder component="section" aria-labelledby="archive-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="archive-title">
          {t('archive.title')}
        </Title>
        <div>
          <Title order={3} size="h4">
            {t('archive.chat')}
          </Title>
          <QueryBoundary query={chat} failure={t('archive.chatFailed')}>
            {(record) =>
              record.messages.length === 0 ? (
                <Text c="dimmed">{t('archive.noChat')}</Text>
              ) : (
                <List listStyleType="none" spacing={4} data-testid="chat-record">
                  {record.messages.map((m) => (
                    <List.Item key={m.id}>
                      <Text span c="dimmed" size="sm">
                        {clock(m.sentAt)}
                      </Text>{' '}
                      <Text span fw={600}>
                        {m.senderName}:
                      </Text>{' '}
                      <Text span style={{ overflowWrap: 'anywhere' }}>
                        {m.text}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )
            }
          </QueryBoundary>
        </div>
        <div>
          <Title order={3} size="h4">
            {t('archive.audio')}
          </Title>
          <QueryBoundary query={recording} failure={t('archive.audioFailed')}>
            {(state) =>
              state.bytes > 0 ? (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- a call's recording has no caption file; its chat record above is the text beside it
                <audio controls preload="metadata" src={streamsRecordUrl(teleconsultationId)} aria-label={t('archive.audioLabel')} style={{ width: '100%' }} data-testid="recording-player" />
              ) : (
                <Text c="dimmed">{t('archive.noAudio')}</Text>
              )
            }
          </QueryBoundary>
        </div>
      </Stack>
    </Card>
  );
}
