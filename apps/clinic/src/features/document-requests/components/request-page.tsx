import { ActionIcon, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClinicDocumentRequest } from '@portal/contracts';
import { documentRequestOpen, formatFileSize } from '@portal/domain';
import { FileDrop } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, PageHeading, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pdfLimits } from '../../../shared/pdf-limits';
import { useAttachCopies, useRemoveCopy } from '../api/attachments';
import { useRequest } from '../api/request';
import { attachmentUrl, DOCUMENT_REQUESTS_PATH, documentContentUrl, patientCardPath } from '../paths';
import { author, Field, moment, RequestBadge } from './parts';
import { StatusForm } from './status-form';

/** The copies attached for the patient: each downloadable, removable while the request is open; more added from PDFs. */
function Copies({ request }: { request: ClinicDocumentRequest }) {
  const { t } = useTranslation('documentRequests');
  const attach = useAttachCopies(request.id);
  const remove = useRemoveCopy(request.id);
  const [files, setFiles] = useState<File[]>([]);
  const open = documentRequestOpen(request.status);
  const send = async () => {
    try {
      await attach.mutateAsync(files);
      setFiles([]);
      notify.success(t('copies.attached'));
    } catch (error) {
      reportFailure(error, t('copies.failed'));
    }
  };
  const drop = async (fileId: number, fileName: string) => {
    const sure = await confirmAction({ title: t('copies.removeTitle'), message: t('copies.removeMessage', { name: fileName }), confirmLabel: t('copies.remove') });
    if (!sure) return;
    try {
      await remove.mutateAsync(fileId);
      notify.success(t('copies.removed'));
    } catch (error) {
      reportFailure(error, t('copies.removeFailed'));
    }
  };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="request-copies">
      <Stack>
        <Title order={2} fz="h4" id="request-copies">
          {t('copies.title')}
        </Title>
        {request.attachments.length === 0 ? <Text c="dimmed">{t('copies.none')}</Text> : null}
        <List listStyleType="none" spacing={4} ml={0} pl={0}>
          {request.attachments.map((a) => (
            <List.Item key={a.id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor href={attachmentUrl(request.id, a.id)} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
                  {a.fileName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {formatFileSize(a.size)}
                </Text>
                {open ? (
                  <ActionIcon variant="subtle" color="red.9" aria-label={t('copies.removeOf', { name: a.fileName })} onClick={() => void drop(a.id, a.fileName)}>
                    <span aria-hidden>×</span>
                  </ActionIcon>
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
        {open ? (
          <>
            <FileDrop label={t('copies.add')} value={files} onChange={setFiles} limits={pdfLimits(10)} />
            <Group justify="flex-end">
              <Button onClick={() => void send()} loading={attach.isPending} disabled={files.length === 0}>
                {t('copies.send')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Details({ request }: { request: ClinicDocumentRequest }) {
  const { t } = useTranslation('documentRequests');
  const address = request.address
    ? `${request.address.street} ${request.address.houseNumber}${request.address.apartmentNumber ? `/${request.address.apartmentNumber}` : ''}, ${request.address.postalCode} ${request.address.city}`
    : null;
  return (
    <Stack>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
        <Field label={t('detail.patient')}>
          <Anchor component={Link} to={patientCardPath(request.patientId)} inherit>
            {request.patientName}
          </Anchor>
        </Field>
        <Field label="PESEL">{request.patientPesel ?? '—'}</Field>
        <Field label={t('detail.registeredAt')}>{moment(request.registeredAt)}</Field>
        <Field label={t('detail.requestedBy')}>{request.requestedBy}</Field>
        <Field label={t('detail.delivery')}>{t(`delivery.${request.deliveryMethod}`)}</Field>
        {address ? <Field label={t('detail.address')}>{address}</Field> : null}
        <Field label={t('detail.completedAt')}>{moment(request.completedAt)}</Field>
        <Field label={t('detail.handledBy')}>{author(request.handledBy)}</Field>
        <Field label={t('detail.comment')}>{request.clinicComment || '—'}</Field>
      </SimpleGrid>
      <SimpleGrid component="dl" cols={1} m={0}>
        <Field label={t('detail.description')}>{request.description}</Field>
      </SimpleGrid>
      <Paper withBorder p="lg" component="section" aria-labelledby="request-documents">
        <Stack gap="xs">
          <Title order={2} fz="h4" id="request-documents">
            {t('detail.documents')}
          </Title>
          <List spacing={4}>
            {request.documents.map((d) => (
              <List.Item key={d.id}>
                <Anchor href={documentContentUrl(d.id)} target="_blank" rel="noopener" aria-label={t('detail.openDocument', { title: d.title })}>
                  {d.title}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  {`${d.typeName} · ${moment(d.documentDate)}`}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /document-requests/:requestId — a request: who asked for what and how, the copies attached, the next step. */
export function RequestPage() {
  const { t } = useTranslation('documentRequests');
  const requestId = Number(useParams().requestId);
  const request = useRequest(requestId);
  return (
    <Stack>
      <Anchor component={Link} to={DOCUMENT_REQUESTS_PATH} size="sm">
        ← {t('detail.back')}
      </Anchor>
      <QueryBoundary query={request} failure={t('detail.loadFailed')}>
        {(r) => (
          <Stack>
            <Group justify="space-between" wrap="wrap">
              <PageHeading documentTitle={t('detail.title', { name: r.patientName })}>{t('detail.title', { name: r.patientName })}</PageHeading>
              <RequestBadge status={r.status} />
            </Group>
            <Details request={r} />
            <Copies request={r} />
            <StatusForm key={r.status} request={r} />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
