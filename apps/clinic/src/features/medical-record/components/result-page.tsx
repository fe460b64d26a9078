import '@mantine/dates/styles.css';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ClinicTestResult } from '@portal/contracts';
import { referenceRangeText } from '@portal/domain';
import { FileDrop } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, PageHeading, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMember } from '../../../app/member';
import { pdfLimits } from '../../../shared/pdf-limits';
import { usePublishResult, useUploadResultDocument } from '../api/save-result';
import { useTestResult } from '../api/test-result';
import { encounterPath, patientRecordPath, resultContentUrl } from '../paths';
import { FlagBadge } from './flag-badge';
import { ImagingFiles } from './imaging-files';
import { author, Field, isClinical, moment, OrderBadge } from './parts';
import { ResultEntryForm } from './result-entry-form';

/** The values as entered or published, read-only. */
function ResultValues({ order }: { order: ClinicTestResult }) {
  const { t, i18n } = useTranslation('medical-record');
  if (order.elements.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={t('entry.elements')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entry.analyte')}</Table.Th>
            <Table.Th>{t('entry.value')}</Table.Th>
            <Table.Th>{t('entry.range')}</Table.Th>
            <Table.Th>{t('entry.flag')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.elements.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{e.name}</Table.Td>
              <Table.Td>{e.value ? `${e.value}${e.unit ? ` ${e.unit}` : ''}` : '—'}</Table.Td>
              <Table.Td>{e.referenceText ?? (referenceRangeText(e.referenceLow, e.referenceHigh, i18n.language) || '—')}</Table.Td>
              <Table.Td>
                <FlagBadge flag={e.flag} name={e.name} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The lab's own PDF, instead of or beside the values, and the publication (asked first). */
function LabDocumentAndPublish({ order }: { order: ClinicTestResult }) {
  const { t } = useTranslation('medical-record');
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUploadResultDocument(order.id);
  const publish = usePublishResult(order.id);
  const send = async () => {
    try {
      await upload.mutateAsync(files[0]);
      setFiles([]);
      notify.success(t('result.documentAdded'));
    } catch (error) {
      reportFailure(error, t('result.documentFailed'));
    }
  };
  const run = async () => {
    const sure = await confirmAction({ title: t('result.publishTitle'), message: t('result.publishMessage', { name: order.name }), confirmLabel: t('result.publish'), danger: false });
    if (!sure) return;
    try {
      await publish.mutateAsync();
      notify.success(t('result.publishDone'));
    } catch (error) {
      reportFailure(error, t('result.publishFailed'));
    }
  };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="result-publication">
      <Stack>
        <Title order={2} fz="h4" id="result-publication">
          {t('result.publication')}
        </Title>
        <FileDrop label={t('result.labDocument')} value={files} onChange={setFiles} limits={pdfLimits(1)} />
        <Group justify="space-between" wrap="wrap">
          <Button variant="light" onClick={() => void send()} loading={upload.isPending} disabled={files.length === 0}>
            {t('result.sendDocument')}
          </Button>
          <Button onClick={() => void run()} loading={publish.isPending} disabled={order.status !== 'RESULTED'}>
            {t('result.publish')}
          </Button>
        </Group>
        {order.status !== 'RESULTED' ? (
          <Text size="sm" c="dimmed">
            {t('result.publishNeedsValues')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /results/:orderId — an order: its values entered and published, its lab document, its imaging files. */
function ResultPageContent() {
  const { t } = useTranslation('medical-record');
  const orderId = Number(useParams().orderId);
  const order = useTestResult(orderId);
  const writes = isClinical(useMember().roles);
  return (
    <QueryBoundary query={order} failure={t('result.loadFailed')}>
      {(o) => (
        <Stack>
          <Anchor component={Link} to={patientRecordPath(o.patientId, 'results')} size="sm">
            ← {t('result.back')}
          </Anchor>
          <Group justify="space-between" wrap="wrap">
            <PageHeading documentTitle={`${o.name} ${o.orderNumber}`}>{o.name}</PageHeading>
            <OrderBadge status={o.status} />
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
            <Field label={t('result.number')}>{o.orderNumber}</Field>
            <Field label={t('result.kind')}>{t(`order.kinds.${o.kind}`)}</Field>
            <Field label={t('result.orderedAt')}>{moment(o.orderedAt)}</Field>
            <Field label={t('result.orderedBy')}>{o.orderedBy?.displayName ?? '—'}</Field>
            <Field label={t('result.resultDate')}>{moment(o.resultDate)}</Field>
            <Field label={t('result.resultedBy')}>{author(o.resultedBy)}</Field>
            <Field label={t('result.published')}>{o.publishedAt ? moment(o.publishedAt) : t('result.notPublished')}</Field>
          </SimpleGrid>
          <Group gap="md">
            {o.encounterId ? (
              <Anchor component={Link} to={encounterPath(o.encounterId)} size="sm">
                {t('result.visit')}
              </Anchor>
            ) : null}
            {o.hasContent ? (
              <Anchor href={resultContentUrl(o.id)} target="_blank" rel="noopener" size="sm">
                {t('result.content')}
              </Anchor>
            ) : null}
          </Group>
          {o.status !== 'PUBLISHED' && writes ? <ResultEntryForm key={`${o.id}-${o.status}`} order={o} /> : <ResultValues order={o} />}
          {o.status === 'PUBLISHED' && o.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{o.description}</Text> : null}
          {o.status !== 'PUBLISHED' && writes ? <LabDocumentAndPublish order={o} /> : null}
          {o.kind === 'IMAGING' ? <ImagingFiles orderId={o.id} studyAvailable={o.imaging?.studyAvailable ?? false} /> : null}
        </Stack>
      )}
    </QueryBoundary>
  );
}

export function ResultPage() {
  return (
    <LocalizedDatesProvider>
      <ResultPageContent />
    </LocalizedDatesProvider>
  );
}
