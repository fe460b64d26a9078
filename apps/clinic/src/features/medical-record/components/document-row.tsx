import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ClinicClinicalDocument } from '@portal/contracts';
import { DOCUMENT_NOTE_MAX } from '@portal/domain';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddDocumentNote, useDocumentNotes } from '../api/document-notes';
import { usePublishDocument } from '../api/publish-document';
import { documentArchiveUrl, documentContentUrl } from '../paths';
import { author, DocumentBadge, moment } from './parts';

/** A document's notes, read when opened, and a new one. */
function Notes({ document }: { document: ClinicClinicalDocument }) {
  const { t } = useTranslation('medical-record');
  const notes = useDocumentNotes(document.id);
  const add = useAddDocumentNote(document.id, document.patientId);
  const [content, setContent] = useState('');
  const submit = async () => {
    if (!content.trim()) return;
    try {
      await add.mutateAsync(content.trim());
      setContent('');
      notify.success(t('notes.added'));
    } catch (error) {
      reportFailure(error, t('notes.failed'));
    }
  };
  return (
    <Stack gap="xs">
      {(notes.data ?? []).map((note) => (
        <Text key={note.id} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Text span c="dimmed" size="xs">{`${moment(note.createdAt)} · ${note.authorName}: `}</Text>
          {note.content}
        </Text>
      ))}
      {notes.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notes.none')}
        </Text>
      ) : null}
      <Textarea label={t('notes.new')} value={content} onChange={(e) => setContent(e.currentTarget.value)} autosize minRows={2} maxLength={DOCUMENT_NOTE_MAX} />
      <Group justify="flex-end">
        <Button size="compact-sm" variant="light" onClick={() => void submit()} loading={add.isPending} disabled={!content.trim()}>
          {t('notes.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One document: its kind, title, date and author, state, PDF and archive, publication and notes. */
export function DocumentRow({ document, publishable = true }: { document: ClinicClinicalDocument; publishable?: boolean }) {
  const { t } = useTranslation('medical-record');
  const publish = usePublishDocument(document.patientId);
  const [notesOpen, setNotesOpen] = useState(false);
  const headingId = `document-${document.id}`;
  const run = async () => {
    const sure = await confirmAction({ title: t('documents.publishTitle'), message: t('documents.publishMessage', { title: document.title }), confirmLabel: t('documents.publish'), danger: false });
    if (!sure) return;
    try {
      await publish.mutateAsync(document.id);
      notify.success(t('documents.published'));
    } catch (error) {
      reportFailure(error, t('documents.publishFailed'));
    }
  };
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {document.title}
          </Title>
          <DocumentBadge status={document.status} />
        </Group>
        <Text size="sm">{[document.typeName, moment(document.documentDate), document.authorName, document.contextId].join(' · ')}</Text>
        {document.publishedBy ? (
          <Text size="xs" c="dimmed">
            {t('documents.publishedBy', { author: author(document.publishedBy) })}
          </Text>
        ) : null}
        <Group gap="md" wrap="wrap">
          {document.hasContent ? (
            <Anchor href={documentContentUrl(document.id)} target="_blank" rel="noopener" size="sm" aria-label={t('documents.openContent', { title: document.title })}>
              {t('documents.content')}
            </Anchor>
          ) : null}
          {document.hasArchive ? (
            <Anchor href={documentArchiveUrl(document.id)} target="_blank" rel="noopener" size="sm" aria-label={t('documents.openArchive', { title: document.title })}>
              {t(document.archiveKind === 'CDA' ? 'documents.archiveCda' : 'documents.archive')}
            </Anchor>
          ) : null}
          <Button size="compact-sm" variant="subtle" onClick={() => setNotesOpen((o) => !o)} aria-expanded={notesOpen} aria-label={t('notes.toggle', { title: document.title })}>
            {t('notes.title', { count: document.noteCount })}
          </Button>
          {document.status === 'DRAFT' && publishable ? (
            <Button size="compact-sm" variant="light" onClick={() => void run()} loading={publish.isPending} aria-label={`${t('documents.publish')}: ${document.title}`}>
              {t('documents.publish')}
            </Button>
          ) : null}
        </Group>
        {notesOpen ? <Notes document={document} /> : null}
      </Stack>
    </Paper>
  );
}
