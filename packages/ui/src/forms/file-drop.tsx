import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Input, List, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { allowedTypes, extensionOf, formatFileSize, typeAllowed, type FileLimits } from '@portal/contracts';
import { useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileDropProps {
  /** The files chosen so far (sent with the form). */
  value: File[];
  onChange: (files: File[]) => void;
  /** The use's limits (file settings): how many files in all, bytes per file, allowed types. */
  limits: FileLimits;
  label: string;
  required?: boolean;
  /** The field's error (the form's, or the server's). */
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** Entries dropped as folders: refused, whatever they hold. */
const folders = new WeakSet<File>();

/**
 * What a drop or a file picker hands over. A dropped folder becomes one marker (refused by the
 * validator) instead of the files inside it, as the drop zone's own reader would make it.
 */
async function filesFromEvent(event: unknown): Promise<File[]> {
  const e = event as { type?: string; dataTransfer?: DataTransfer | null; target?: { files?: FileList | null } };
  if (e.dataTransfer) {
    const items = Array.from(e.dataTransfer.items ?? []);
    // While dragging only the items' kinds are known; the drop zone uses them for its highlight.
    if (e.type !== 'drop') return items.filter((i) => i.kind === 'file') as unknown as File[];
    const out: File[] = [];
    for (const item of items) {
      if (item.kind !== 'file') continue;
      const entry = item.webkitGetAsEntry?.();
      const file = item.getAsFile();
      if (entry?.isDirectory) {
        const marker = new File([], entry.name);
        folders.add(marker);
        out.push(marker);
      } else if (file) out.push(file);
    }
    return out;
  }
  return Array.from(e.target?.files ?? []);
}

type Problem = { key: 'folder' | 'wrongType' | 'empty' | 'tooBig' | 'tooMany'; name: string };

/**
 * One drop zone for files of any use: drop or pick files, each checked at once against the limits
 * (type by name, size; a folder is refused), with the count still allowed shown (maxFiles minus those
 * added) and every refused file named with its reason. The server checks the content again.
 */
export function FileDrop({ value, onChange, limits, label, required, error, ref }: FileDropProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const openRef = useRef<() => void>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const remaining = Math.max(0, limits.maxFiles - value.length);
  const types = allowedTypes(limits);
  const maxSize = formatFileSize(limits.maxFileSize);

  const problemOf = (file: File): Problem['key'] | null => {
    // Some browsers hand a picked folder over as a file without size or type.
    if (folders.has(file) || (file.size === 0 && !file.type && !extensionOf(file.name))) return 'folder';
    if (!typeAllowed(extensionOf(file.name), limits)) return 'wrongType';
    if (file.size === 0) return 'empty';
    if (file.size > limits.maxFileSize) return 'tooBig';
    return null;
  };

  const add = (chosen: File[], rejected: FileRejection[]) => {
    const found: Problem[] = rejected.map((r) => ({ key: problemOf(r.file) ?? 'wrongType', name: r.file.name }));
    const accepted: File[] = [];
    for (const file of chosen) {
      if (accepted.length >= remaining) found.push({ key: 'tooMany', name: file.name });
      else accepted.push(file);
    }
    setProblems(found);
    if (accepted.length > 0) onChange([...value, ...accepted]);
  };

  const describedBy = [`${id}-description`, `${id}-remaining`, problems.length ? `${id}-problems` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Input.Wrapper
      labelElement="div"
      label={label}
      required={required}
      description={t('fileDrop.hint', { types: types.join(', '), count: limits.maxFiles, maxSize })}
      error={error}
      id={id}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <Stack gap="xs" mt={6}>
        {value.length > 0 ? (
          <List spacing={4} listStyleType="none" ml={0} pl={0} aria-label={t('fileDrop.chosen')}>
            {value.map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name} ({formatFileSize(file.size)})
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('fileDrop.remove', { name: file.name })}
                    onClick={() => {
                      setProblems([]);
                      onChange(value.filter((_, i) => i !== index));
                    }}
                  >
                    <span aria-hidden>×</span>
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        <Dropzone
          openRef={openRef}
          // One call with both lists: accepted and refused files of one drop are reported together.
          onDropAny={add}
          onDrop={() => {}}
          getFilesFromEvent={filesFromEvent}
          validator={(file) => {
            const key = problemOf(file);
            return key ? { code: key, message: key } : null;
          }}
          disabled={remaining === 0}
          multiple
          activateOnClick={false}
          activateOnKeyboard={false}
          accept={types.length ? types.map((type) => `.${type}`) : undefined}
          p="md"
        >
          <Group justify="center" gap="sm" style={{ pointerEvents: 'none' }}>
            <Text size="sm" ta="center">
              {t('fileDrop.dropHere')}
            </Text>
          </Group>
        </Dropzone>
        <Group gap="sm">
          <Button ref={ref} variant="default" disabled={remaining === 0} onClick={() => openRef.current?.()} aria-describedby={describedBy}>
            {t('fileDrop.add')}
          </Button>
          <Text id={`${id}-remaining`} size="sm" c="dimmed" aria-live="polite">
            {remaining > 0 ? t('fileDrop.remaining', { count: remaining }) : t('fileDrop.full')}
          </Text>
        </Group>
        {problems.length > 0 ? (
          <List id={`${id}-problems`} size="sm" c="red.8" aria-live="assertive" spacing={2}>
            {problems.map((p, i) => (
              <List.Item key={`${p.name}-${i}`}>
                {t(`fileDrop.${p.key}`, { name: p.name, types: types.join(', '), maxSize, count: limits.maxFiles })}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
