import { ActionIcon, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import type { FileLimits } from '@portal/contracts';
import { attachmentsLeft } from '@portal/domain';
import { useState } from 'react';
import { isApiError } from '../api/client';
import { notify, reportFailure } from '../notify';
import { FileDrop } from './file-drop';

/** One file of a record's attachments: downloaded by its name when it has an address. */
export interface AttachmentRow {
  id: number;
  name: string;
  /** Where it downloads from; none: its name as text. */
  href?: string;
  /** Shown after the name (its size, its day). */
  detail?: string;
  removable: boolean;
}

/** The panel's words, in the caller's namespace. */
export interface AttachmentsTexts {
  /** The list's accessible name. */
  list: string;
  empty: string;
  /** The drop zone's label. */
  newFiles: string;
  /** "Nie dodano załącznika": sending with none picked. */
  none: string;
  /** No more files are allowed. */
  full: string;
  /** The file settings could not be read. */
  settingsFailed: string;
  send: string;
  added: string;
  removed: string;
  /** A file already gone (404). */
  removeFailed: string;
  /** The remove button's accessible name, for one file. */
  remove: (name: string) => string;
}

export interface AttachmentsPanelProps {
  items: readonly AttachmentRow[];
  /** The use's file limits (file settings); undefined while they load or when they failed (`limitsFailed`). */
  limits: FileLimits | undefined;
  limitsFailed: boolean;
  /** New files may be added (the record is open). */
  canAdd: boolean;
  texts: AttachmentsTexts;
  onAdd: (files: File[]) => Promise<unknown>;
  adding: boolean;
  onRemove: (id: number) => Promise<unknown>;
  /** Asked before a file is removed; none: removed at once. */
  confirmRemove?: (row: AttachmentRow) => Promise<boolean>;
}

/**
 * The attachments of a record (a booking, a medical case): the files it has, each removable where
 * allowed, and new ones within the file settings' limits — the count allowed is the maximum minus those it
 * has; sending none warns. A refusal shows the server's message; a file already gone, `removeFailed`.
 */
export function AttachmentsPanel({ items, limits, limitsFailed, canAdd, texts, onAdd, adding, onRemove, confirmRemove }: AttachmentsPanelProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<number | null>(null);
  const left = limits ? attachmentsLeft(limits.maxFiles, items.length) : 0;

  const submit = async () => {
    if (files.length === 0) {
      setError(texts.none);
      notify.warning(texts.none);
      return;
    }
    try {
      await onAdd(files);
      setFiles([]);
      notify.success(texts.added);
    } catch (err) {
      reportFailure(err);
    }
  };

  const drop = async (row: AttachmentRow) => {
    if (confirmRemove && !(await confirmRemove(row))) return;
    setRemoving(row.id);
    try {
      await onRemove(row.id);
      notify.success(texts.removed);
    } catch (err) {
      if (isApiError(err) && err.status === 404) notify.error(texts.removeFailed);
      else reportFailure(err);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" ml={0} pl={0} aria-label={texts.list}>
          {items.map((a) => (
            <List.Item key={a.id}>
              <Group gap="xs" wrap="nowrap">
                {a.href ? (
                  <Anchor href={a.href} download={a.name} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {a.name}
                  </Anchor>
                ) : (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {a.name}
                  </Text>
                )}
                {a.detail ? (
                  <Text size="sm" c="dimmed">
                    {a.detail}
                  </Text>
                ) : null}
                {a.removable ? (
                  <ActionIcon variant="subtle" color="red.8" loading={removing === a.id} aria-label={texts.remove(a.name)} onClick={() => void drop(a)}>
                    <span aria-hidden>×</span>
                  </ActionIcon>
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {!canAdd ? null : limits ? (
        left > 0 ? (
          <Stack gap="xs">
            <FileDrop
              value={files}
              onChange={(next) => {
                setFiles(next);
                if (next.length > 0) setError(undefined);
              }}
              limits={{ ...limits, maxFiles: left }}
              label={texts.newFiles}
              error={error}
            />
            <Group justify="flex-end">
              <Button onClick={() => void submit()} loading={adding}>
                {texts.send}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm">{texts.full}</Text>
        )
      ) : limitsFailed ? (
        <Text size="sm" c="red.8">
          {texts.settingsFailed}
        </Text>
      ) : null}
    </Stack>
  );
}
