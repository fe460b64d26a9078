import { Alert, Badge, Button, FileInput, Group, List, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { drugEditionKinds, type DrugEdition, type DrugEditionDiffPart, type DrugEditionKind, type DrugEditionState } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { PagedList } from '@portal/ui/lists';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, PageHeading, StatusBadge, useIsPhone } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardEdition, useEditions, usePublishEdition, useUploadEdition } from '../api/editions';

const statePalette: Record<DrugEditionState, string> = { DRAFT: '#9c4a00', PUBLISHED: 'teal.9', SUPERSEDED: 'gray.7' };

/** A file refused by the server: its message names the line (CSV) or the element (XML); the details, when given, follow. */
interface Refusal {
  message: string;
  details: string[];
}

function DiffPart({ title, part }: { title: string; part: DrugEditionDiffPart }) {
  const { t } = useTranslation('drug-editions');
  const column = (label: string, examples: string[]) => (
    <Stack gap={4}>
      <Text fw={600}>{label}</Text>
      {examples.length > 0 ? (
        <List size="sm" aria-label={`${label} – ${t('diff.examples')}`}>
          {examples.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {column(t('diff.added', { count: part.added }), part.addedExamples)}
        {column(t('diff.changed', { count: part.changed }), part.changedExamples)}
        {column(t('diff.removed', { count: part.removed }), part.removedExamples)}
      </SimpleGrid>
    </Stack>
  );
}

/** A draft's changes against the edition in force, with publish and discard. */
function DraftDiff({ edition, onDone }: { edition: DrugEdition; onDone: () => void }) {
  const { t } = useTranslation('drug-editions');
  const publish = usePublishEdition();
  const discard = useDiscardEdition();
  const doPublish = async () => {
    try {
      await publish.mutateAsync(edition.id);
      notify.success(t('diff.published'));
      onDone();
    } catch (error) {
      reportFailure(error, t('diff.publishFailed'));
    }
  };
  const doDiscard = async () => {
    if (!(await confirmAction({ title: t('diff.discard'), message: t('diff.confirmDiscard', { file: edition.fileName }), confirmLabel: t('diff.discard') }))) return;
    try {
      await discard.mutateAsync(edition.id);
      notify.success(t('diff.discarded'));
      onDone();
    } catch (error) {
      reportFailure(error, t('diff.discardFailed'));
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="draft-diff-title">
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4" id="draft-diff-title" style={{ overflowWrap: 'anywhere' }}>
            {t('diff.title', { file: edition.fileName })}
          </Title>
          <Badge variant="light" tt="none">
            {t(`kind.${edition.kind}`)}
          </Badge>
        </Group>
        {edition.diff.products ? <DiffPart title={t('diff.products')} part={edition.diff.products} /> : null}
        {edition.diff.pairs ? <DiffPart title={t('diff.pairs')} part={edition.diff.pairs} /> : null}
        {edition.state === 'DRAFT' ? (
          <Group gap="sm">
            <Button onClick={() => void doPublish()} loading={publish.isPending}>
              {t('diff.publish')}
            </Button>
            <Button variant="default" color="red" onClick={() => void doDiscard()} loading={discard.isPending}>
              {t('diff.discard')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (edition: DrugEdition) => void }) {
  const { t } = useTranslation('drug-editions');
  const upload = useUploadEdition();
  const [kind, setKind] = useState<DrugEditionKind>('INTERACTIONS');
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const isPhone = useIsPhone();
  const submit = async () => {
    if (!file) return;
    setRefusal(null);
    try {
      const edition = await upload.mutateAsync({ kind, file });
      notify.success(edition.unchanged ? t('upload.unchanged') : t('upload.done'));
      setFile(null);
      onUploaded(edition);
    } catch (error) {
      if (isApiError(error) && error.body && error.status >= 400 && error.status < 500 && error.status !== 401) {
        setRefusal({ message: error.body.message, details: Object.values(error.body.details ?? {}) });
      } else reportFailure(error, t('upload.failed'));
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="upload-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="upload-title">
            {t('upload.title')}
          </Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="upload-kind">
              {t('kind.label')}
            </Text>
            <SegmentedControl
              orientation={isPhone ? 'vertical' : 'horizontal'}
              fullWidth={isPhone}
              aria-labelledby="upload-kind"
              value={kind}
              onChange={(v) => setKind(v as DrugEditionKind)}
              data={drugEditionKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              maw={{ base: '100%', sm: 420 }}
            />
          </Stack>
          <FileInput
            label={t('upload.file')}
            placeholder={t('upload.filePlaceholder')}
            accept={kind === 'REGISTER' ? '.xml,application/xml,text/xml' : '.csv,text/csv'}
            value={file}
            onChange={(f) => {
              setFile(f);
              setRefusal(null);
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
            maw={{ base: '100%', sm: 420 }}
          />
          {refusal ? (
            <Alert color="red" variant="light" title={t('upload.failedTitle')} role="alert">
              <Text size="sm">{refusal.message}</Text>
              {refusal.details.map((d) => (
                <Text size="sm" key={d}>
                  {d}
                </Text>
              ))}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              {t('upload.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /drug-editions — upload an edition of the register or of the interactions, its draft's changes, publish; the editions with their states. */
export function DrugEditionsPage() {
  const { t } = useTranslation('drug-editions');
  const [kind, setKind] = useState<DrugEditionKind | null>(null);
  const editions = useEditions(kind);
  const [shown, setShown] = useState<DrugEdition | null>(null);
  const who = (when: string | null, by: string | null) => (when ? (by ? t('list.by', { when: formatDateTime(when), who: by }) : formatDateTime(when)) : '–');
  return (
    <Stack gap="lg">
      <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
      <Text>{t('intro')}</Text>
      <UploadForm onUploaded={(e) => setShown(e.state === 'DRAFT' ? e : null)} />
      {shown ? <DraftDiff key={shown.id} edition={shown} onDone={() => setShown(null)} /> : null}
      <Stack gap="sm" component="section" aria-labelledby="editions-title">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="editions-title">
            {t('list.title')}
          </Title>
          <Select
            aria-label={t('kind.label')}
            data={[{ value: '', label: t('list.all') }, ...drugEditionKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))]}
            value={kind ?? ''}
            onChange={(v) => setKind(v ? (v as DrugEditionKind) : null)}
            allowDeselect={false}
            maw={260}
          />
        </Group>
        <Text id="editions-caption" size="sm" c="dimmed">
          {t('list.caption')}
        </Text>
        <PagedList
          query={editions}
          failure={t('list.failed')}
          empty={t('list.empty')}
          renderItems={(items) => (
            <Table.ScrollContainer minWidth={960}>
              <Table striped verticalSpacing="sm" aria-labelledby="editions-caption">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('list.file')}</Table.Th>
                    <Table.Th scope="col">{t('list.kind')}</Table.Th>
                    <Table.Th scope="col">{t('list.state')}</Table.Th>
                    <Table.Th scope="col">{t('list.counts')}</Table.Th>
                    <Table.Th scope="col">{t('list.uploaded')}</Table.Th>
                    <Table.Th scope="col">{t('list.published')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('list.showDiff')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.fileName}</Table.Td>
                      <Table.Td>{t(`kind.${e.kind}`)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={e.state} palette={statePalette} label={t(`state.${e.state}`)} plain />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{t('list.countsValue', { products: e.products, packages: e.packages, substances: e.substances, pairs: e.pairs })}</Text>
                      </Table.Td>
                      <Table.Td>{who(e.uploadedAt, e.uploadedBy)}</Table.Td>
                      <Table.Td>{who(e.publishedAt, e.publishedBy)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 112 }}>
                        <Button size="xs" variant="light" onClick={() => setShown(e)} aria-label={t('list.showDiffOf', { file: e.fileName })}>
                          {t('list.showDiff')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        />
      </Stack>
    </Stack>
  );
}
