import { ActionIcon, Button, FileButton, Group, Input, List, Stack, Text } from '@mantine/core';
import { attachmentFileIssue, formatFileSize, type RegistrationSettings } from '@portal/contracts';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notify';

interface AttachmentsFieldProps {
  value: File[];
  onChange: (files: File[]) => void;
  params: RegistrationSettings['fileUploadParams'];
  required: boolean;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Identity document scans of the registration. The settings' limits are applied as files are chosen
 * (type, size, how many; a folder — no size and no type — is refused) and the count still allowed is
 * shown; the form's schema adds "Wymagane jest dodanie załącznika".
 */
export function AttachmentsField({ value, onChange, params, required, error, ref }: AttachmentsFieldProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const remaining = Math.max(0, params.maxFiles - value.length);
  const types = params.fileTypes.map((type) => type.toLowerCase().replace(/^\./, ''));

  const add = (chosen: File[]) => {
    const accepted: File[] = [];
    const problems: string[] = [];
    for (const file of chosen) {
      if (file.size === 0 && !file.type) {
        problems.push(t('fields.attachmentsFolder', { name: file.name }));
        continue;
      }
      const issue = attachmentFileIssue({ filename: file.name, size: file.size }, params);
      if (issue) {
        problems.push(issue);
        continue;
      }
      if (accepted.length >= remaining) {
        problems.push(t('fields.attachmentsTooMany', { maxFiles: params.maxFiles }));
        break;
      }
      accepted.push(file);
    }
    problems.forEach((p) => notify.warning(p));
    if (accepted.length > 0) onChange([...value, ...accepted]);
  };

  return (
    <Input.Wrapper
      labelElement="div"
      label={t('fields.attachments')}
      required={required}
      description={t('fields.attachmentsHint', { types: types.join(', '), maxFiles: params.maxFiles, maxSize: formatFileSize(params.maxFileSize) })}
      error={error}
      id={id}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <Stack gap="xs" mt={6}>
        {value.length > 0 ? (
          <List spacing={4} listStyleType="none" ml={0} pl={0}>
            {value.map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name} ({formatFileSize(file.size)})
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('fields.attachmentRemove', { name: file.name })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <span aria-hidden>×</span>
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        <Group gap="sm">
          <FileButton onChange={add} multiple accept={types.map((type) => `.${type}`).join(',')} disabled={remaining === 0}>
            {(props) => (
              <Button
                {...props}
                ref={ref}
                variant="default"
                disabled={remaining === 0}
                aria-describedby={[`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
              >
                {t('fields.attachmentsAdd')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed" aria-live="polite">
            {remaining > 0 ? t('fields.attachmentsRemaining', { count: remaining }) : t('fields.attachmentsFull')}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
