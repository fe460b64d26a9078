import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ResultsSettings, TestResult } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { openPrintout } from '@portal/ui/printout';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DocumentSharing } from '../api/document-sharing';
import { getImagingViewer } from '../api/get-imaging-viewer';
import { resultDocumentCandidates } from '../api/result-document';
import { viewerPath } from '../paths';
import { ImagingImportDialog } from './imaging-import-dialog';
import { openResultDocument } from './open-result-document';
import { notifyResultsFailure } from './result-errors';
import { ResultElements } from './result-elements';
import { SharingSwitch } from './sharing-switch';
import { WrittenByLine } from './written-by-line';

/** An order's heading in the accordion: its name, date and where it was done. */
export function ResultOrderControl({ order }: { order: TestResult }) {
  const { t } = useTranslation('medical-record');
  return (
    <Accordion.Control>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{order.name}</Text>
        <Text size="sm" c="dimmed">
          {formatDay(order.resultDate ?? order.orderedAt)}
          {order.unit && ` · ${order.unit.name}`}
        </Text>
        {order.elements.some((e) => e.flag === 'L' || e.flag === 'H') && (
          <Badge color="red" variant="light">
            {t('results.outOfRangeBadge')}
          </Badge>
        )}
      </Group>
    </Accordion.Control>
  );
}

/**
 * An order's results and actions: document (after HEAD checks), archive, extended printout; for imaging
 * the viewer and the DICOM import; its sharing with a partner where the patient's consent offers it.
 */
export function ResultOrderPanel({ order, settings, sharing }: { order: TestResult; settings?: ResultsSettings; sharing?: DocumentSharing }) {
  const { t } = useTranslation('medical-record');
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [opening, setOpening] = useState(false);
  const archiveHintId = useId();
  const patientId = order.patientId;

  const openViewer = async () => {
    setOpening(true);
    try {
      const { resultUrl } = await getImagingViewer(patientId, order.id);
      void navigate(viewerPath(resultUrl), { state: { from: `${location.pathname}${location.search}` } });
    } catch (error) {
      notifyResultsFailure(error);
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('results.orderNumber')}: {order.orderNumber}
        {order.orderedBy && ` · ${t('results.orderedBy')}: ${order.orderedBy.displayName}`}
      </Text>
      <WrittenByLine writtenBy={order.resultedBy} text="results.resultedBy" />
      {order.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {order.description}
        </Text>
      )}
      {order.elements.length > 0 && <ResultElements order={order} asText={settings?.viewResultsAsText === true} />}
      <Group gap="xs" wrap="wrap">
        <Button size="compact-sm" onClick={() => void openResultDocument(resultDocumentCandidates(patientId, 'content', { orderId: order.id }))}>
          {t('results.openDocument')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          aria-describedby={settings?.edmEnabled ? archiveHintId : undefined}
          onClick={() => void openResultDocument(resultDocumentCandidates(patientId, 'archive', { orderId: order.id }))}
        >
          {settings?.edmEnabled ? t('documents.archiveCda') : t('documents.archive')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => void openPrintout(`/mpi/test-results/mpi-user/${patientId}/extended/${order.id}/printout`)}>
          {t('results.extendedPrintout')}
        </Button>
        {order.imaging?.studyAvailable && (
          <Button size="compact-sm" variant="light" onClick={() => void openViewer()} loading={opening}>
            {t('results.showStudy')}
          </Button>
        )}
        {order.imaging?.importEnabled && settings?.imagingImportEnabled !== false && (
          <Button size="compact-sm" variant="light" onClick={() => setImporting(true)}>
            {t('imaging.open')}
          </Button>
        )}
      </Group>
      {sharing && <SharingSwitch sharing={sharing} documentId={order.id} name={order.name} />}
      {settings?.edmEnabled && (
        <Text id={archiveHintId} size="xs" c="dimmed">
          {t('documents.archiveCdaHint')}
        </Text>
      )}
      {importing && <ImagingImportDialog patientId={patientId} orderId={order.id} settings={settings} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
