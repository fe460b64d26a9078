import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ClinicalDocument } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSharing } from '../api/document-sharing';
import { useDocumentNotes } from '../api/get-document-notes';
import { DocumentLinks } from './document-links';
import { SharingSwitch } from './sharing-switch';
import { WrittenByLine } from './written-by-line';

/**
 * A clinical document: type, title, date, author, its notes (read when shown), its downloads and its
 * sharing with a partner where the patient's consent offers it. `focused`: a notice's target, opened and scrolled to.
 */
export function DocumentCard({ document: d, focused = false, sharing }: { document: ClinicalDocument; focused?: boolean; sharing?: DocumentSharing }) {
  const { t } = useTranslation('medical-record');
  const [showNotes, setShowNotes] = useState(focused && d.noteCount > 0);
  const notes = useDocumentNotes(d.patientId, d.id, showNotes);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'start' });
    ref.current.focus();
  }, [focused]);

  return (
    <Card
      withBorder
      component="article"
      aria-labelledby={`document-${d.id}`}
      ref={ref}
      tabIndex={focused ? -1 : undefined}
      bd={focused ? '2px solid var(--mantine-primary-color-filled)' : undefined}
      data-testid={focused ? 'linked-document' : undefined}
      // Scrolled to below the sticky header, not under it.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={`document-${d.id}`}>
            {d.title}
          </Title>
          <Badge variant="light">{d.typeName}</Badge>
        </Group>
        <Text size="sm">
          {formatDay(d.documentDate)} · {t('documents.author')}: {d.authorName}
        </Text>
        <WrittenByLine writtenBy={d.publishedBy} text="documents.publishedBy" />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <DocumentLinks document={d} />
          {d.noteCount > 0 && (
            <Button size="compact-sm" variant="subtle" onClick={() => setShowNotes((v) => !v)} aria-expanded={showNotes}>
              {t('documents.notes', { count: d.noteCount })}
            </Button>
          )}
        </Group>
        {sharing && <SharingSwitch sharing={sharing} documentId={d.id} name={d.title} />}
        {showNotes && notes.isError && <Text c="red.8" size="sm">{t('documents.notesFailed')}</Text>}
        {showNotes &&
          notes.data?.map((n) => (
            <Card key={n.id} bg="var(--mantine-color-default-hover)" p="xs">
              <Text size="xs" c="dimmed">
                {formatDay(n.createdAt)} · {n.authorName}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {n.content}
              </Text>
            </Card>
          ))}
      </Stack>
    </Card>
  );
}
