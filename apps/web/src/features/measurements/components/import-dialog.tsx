import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { MeasurementImportPreview } from '@portal/contracts';
import { CSV_IMPORT_MAX_BYTES, formatDateTime } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewMeasurementImport, useCommitMeasurementImport } from '../api/measurements';
import { numberFormat } from './measurement-words';

/** A file's bytes in base64, as the import takes them (the server reads UTF-8 or Windows-1250). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The CSV import (issue 31): a file from a blood-pressure monitor or a health app is checked by the
 * server first — the rows it would save, the duplicates it skips, the bad rows with their line and
 * reason — and saved only once confirmed.
 */
export function ImportDialog({ patientId, onClose }: { patientId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('measurements');
  const format = numberFormat(i18n.language);
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [preview, setPreview] = useState<MeasurementImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const commit = useCommitMeasurementImport();

  const choose = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setContent(null);
    setProblem(null);
  };

  const check = async () => {
    if (!file) return;
    if (file.size > CSV_IMPORT_MAX_BYTES) return setProblem(t('import.tooLarge'));
    setChecking(true);
    setProblem(null);
    try {
      const encoded = await base64Of(file);
      const answer = await previewMeasurementImport({ patientId, fileName: file.name, content: encoded });
      setContent(encoded);
      setPreview(answer);
    } catch (error) {
      // The file refused whole (400: its format, its size) says why in the server's words.
      if (isApiError(error) && error.status === 400 && error.body) setProblem(error.body.message);
      else if (!isApiError(error)) setProblem(t('import.readFailed'));
      else notify.failure(error, t('import.failed'));
    } finally {
      setChecking(false);
    }
  };

  const save = () => {
    if (!file || !content) return;
    commit.mutate(
      { patientId, fileName: file.name, content },
      {
        onSuccess: (result) => {
          notify.success(t('import.saved', { count: result.saved }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status < 500 && error.body) setProblem(error.body.message);
          else notify.failure(error, t('import.failed'));
        },
      },
    );
  };

  const toSave = preview?.counts.new ?? 0;
  return (
    <Modal opened onClose={onClose} title={t('import.title')} size="xl" closeButtonProps={{ 'aria-label': t('import.close') }}>
      <Stack gap="md">
        <Text size="sm">{t('import.intro')}</Text>
        <Group align="flex-end" wrap="wrap">
          <FileInput label={t('import.file')} placeholder={t('import.filePlaceholder')} accept=".csv,text/csv,text/plain" value={file} onChange={choose} clearable miw={240} />
          <Button variant="light" onClick={() => void check()} disabled={!file} loading={checking}>
            {t('import.check')}
          </Button>
        </Group>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {preview ? (
          <Stack gap="sm">
            <Text role="status">{t('import.summary', preview.counts)}</Text>
            {preview.rows.length > 0 ? (
              <>
                <Title order={3} size="h5">
                  {t('import.rowsTitle')}
                </Title>
                <Table.ScrollContainer minWidth={560} mah={280}>
                  <Table striped aria-label={t('import.rowsTable')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('import.line')}</Table.Th>
                        <Table.Th>{t('list.date')}</Table.Th>
                        <Table.Th>{t('kinds.PRESSURE')}</Table.Th>
                        <Table.Th>{t('kinds.WEIGHT')}</Table.Th>
                        <Table.Th>{t('kinds.HEIGHT')}</Table.Th>
                        <Table.Th>{t('import.status')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {preview.rows.map((row) => (
                        <Table.Tr key={row.line}>
                          <Table.Td>{row.line}</Table.Td>
                          <Table.Td>{formatDateTime(row.dateMeasurement)}</Table.Td>
                          <Table.Td>{row.pressureHigh !== null && row.pressureLow !== null ? `${row.pressureHigh}/${row.pressureLow}` : '—'}</Table.Td>
                          <Table.Td>{format(row.weight)}</Table.Td>
                          <Table.Td>{format(row.height)}</Table.Td>
                          <Table.Td>{t(`import.${row.status}`)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            ) : null}
            {preview.errors.length > 0 ? (
              <>
                <Title order={3} size="h5">
                  {t('import.errorsTitle')}
                </Title>
                <Table.ScrollContainer minWidth={480} mah={220}>
                  <Table aria-label={t('import.errorsTable')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('import.line')}</Table.Th>
                        <Table.Th>{t('import.reason')}</Table.Th>
                        <Table.Th>{t('import.value')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {preview.errors.map((error) => (
                        <Table.Tr key={`${error.line}-${error.code}`}>
                          <Table.Td>{error.line}</Table.Td>
                          <Table.Td>{error.reason}</Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>{error.value ?? '—'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            ) : null}
            {toSave === 0 ? <Text>{t('import.nothingToSave')}</Text> : null}
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('import.cancel')}
          </Button>
          {preview && toSave > 0 ? (
            <Button onClick={save} loading={commit.isPending}>
              {t('import.commit', { count: toSave })}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
