import { reportFailure } from '@portal/ui/notify';
import { Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatFileSize } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getViewerUrl, useImagingFiles } from '../api/imaging';
import { moment } from './parts';

/**
 * An imaging order's files the patient imported for the radiologist, with their states in words
 * (read again every 15 s), and the study in the viewer (its address asked when opened, in a frame).
 */
export function ImagingFiles({ orderId, studyAvailable }: { orderId: number; studyAvailable: boolean }) {
  const { t } = useTranslation('medical-record');
  const files = useImagingFiles(orderId);
  const [viewer, setViewer] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      setViewer((await getViewerUrl(orderId)).resultUrl);
    } catch (error) {
      reportFailure(error, t('imaging.viewerFailed'));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="imaging-files">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4" id="imaging-files">
            {t('imaging.title')}
          </Title>
          <Button variant="light" onClick={() => void open()} loading={opening} disabled={!studyAvailable}>
            {t('imaging.openViewer')}
          </Button>
        </Group>
        {!studyAvailable ? <Text size="sm" c="dimmed">{t('imaging.noStudy')}</Text> : null}
        {files.data && files.data.length === 0 ? <Text c="dimmed">{t('imaging.none')}</Text> : null}
        {files.isError ? <Text c="red.9">{t('imaging.loadFailed')}</Text> : null}
        {files.data && files.data.length > 0 ? (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label={t('imaging.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('imaging.file')}</Table.Th>
                  <Table.Th>{t('imaging.size')}</Table.Th>
                  <Table.Th>{t('imaging.added')}</Table.Th>
                  <Table.Th>{t('imaging.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.data.map((f) => (
                  <Table.Tr key={f.fileId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.fileName}</Table.Td>
                    <Table.Td>{formatFileSize(f.fileSize)}</Table.Td>
                    <Table.Td>{moment(f.creationDate)}</Table.Td>
                    <Table.Td>{t(`imaging.states.${f.status}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      <Modal opened={viewer !== null} onClose={() => setViewer(null)} title={t('imaging.viewer')} fullScreen closeButtonProps={{ 'aria-label': t('close') }}>
        {viewer ? <iframe src={viewer} title={t('imaging.viewer')} style={{ width: '100%', height: 'calc(100vh - 90px)', border: 0 }} /> : null}
      </Modal>
    </Paper>
  );
}
