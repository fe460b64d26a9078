import { Anchor, Image, Paper, Stack, Text } from '@mantine/core';
import type { ClinicPatientCard } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { attachmentUrl } from '../paths';

type Attachment = ClinicPatientCard['attachments'][number];

/**
 * One scan as the browser shows it, read from the attachment route (same origin; each view is one row
 * of the read audit): an image inline, a PDF in a frame, anything else as a download.
 */
function Scan({ patientId, file }: { patientId: number; file: Attachment }) {
  const { t } = useTranslation('patients');
  const url = attachmentUrl(patientId, file.id);
  if (file.mimeType.startsWith('image/')) {
    return <Image src={url} alt={t('review.scanAlt', { name: file.fileName })} fit="contain" mah={720} radius="sm" />;
  }
  if (file.mimeType === 'application/pdf') {
    return <iframe src={url} title={t('review.pdfTitle', { name: file.fileName })} style={{ width: '100%', height: 720, border: 0 }} />;
  }
  return (
    <Anchor href={url} download={file.fileName}>
      {t('review.download', { name: file.fileName })}
    </Anchor>
  );
}

/** Every scan handed in with the record, each with its name and a link to open it on its own. */
export function DocumentViewer({ patientId, files }: { patientId: number; files: Attachment[] }) {
  const { t } = useTranslation('patients');
  if (files.length === 0) return <Text>{t('review.noScans')}</Text>;
  return (
    <Stack>
      {files.map((file) => (
        <Paper key={file.id} withBorder p="sm" component="figure" m={0}>
          <Stack gap="xs">
            <Scan patientId={patientId} file={file} />
            <Text component="figcaption" size="sm">
              <Anchor href={attachmentUrl(patientId, file.id)} target="_blank" rel="noopener">
                {file.fileName}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
