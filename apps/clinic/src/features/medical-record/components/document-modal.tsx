import { Button, Checkbox, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { clinicalDocumentInputSchema } from '@portal/contracts';
import { FileDrop } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pdfLimits } from '../../../shared/pdf-limits';
import { useDocumentTypes } from '../api/document-types';
import { useAddDocument } from '../api/write-document';

type Errors = Partial<Record<'typeCode' | 'title' | 'text' | 'file', string>>;

/**
 * A new document of the patient (of a visit when `encounterId`): written in the console (the server
 * renders the text to PDF) or a PDF uploaded. A visit's document is published with the visit;
 * another may be published at once.
 */
export function DocumentModal({ patientId, encounterId, opened, onClose }: { patientId: number; encounterId: number | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('medical-record');
  const types = useDocumentTypes();
  const add = useAddDocument(patientId);
  const [mode, setMode] = useState<'write' | 'upload'>('write');
  const [typeCode, setTypeCode] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [publish, setPublish] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const reset = () => {
    setTypeCode(null);
    setTitle('');
    setText('');
    setFiles([]);
    setPublish(false);
    setErrors({});
  };
  const submit = async () => {
    const parsed = clinicalDocumentInputSchema.safeParse({ typeCode: typeCode ?? '', title, encounterId, text: mode === 'write' ? text : '-', publish: encounterId === null && publish });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (mode === 'upload' && files.length === 0) found.file = t('document.fileRequired');
    setErrors(found);
    if (!parsed.success || found.file) return;
    try {
      const { text: written, ...fields } = parsed.data;
      await add.mutateAsync(mode === 'write' ? { kind: 'write', document: { ...fields, text: written } } : { kind: 'upload', document: { ...fields, file: files[0] } });
      notify.success(t('document.added'));
      reset();
      onClose();
    } catch (error) {
      reportFailure(error, t('document.failed'));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('document.title')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack>
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as 'write' | 'upload')}
            data={[
              { value: 'write', label: t('document.write') },
              { value: 'upload', label: t('document.upload') },
            ]}
            aria-label={t('document.how')}
          />
          <Select
            label={t('document.type')}
            required
            searchable
            checkIconPosition="right"
            value={typeCode}
            onChange={setTypeCode}
            data={(types.data ?? []).map((d) => ({ value: d.code, label: d.name }))}
            error={errors.typeCode}
          />
          <TextInput label={t('document.name')} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} error={errors.title} />
          {mode === 'write' ? (
            <Textarea label={t('document.text')} required value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={6} maxRows={20} error={errors.text} />
          ) : (
            <FileDrop label={t('document.file')} required value={files} onChange={setFiles} limits={pdfLimits(1)} error={errors.file} />
          )}
          {encounterId === null ? (
            <Checkbox label={t('document.publish')} checked={publish} onChange={(e) => setPublish(e.currentTarget.checked)} />
          ) : (
            <Checkbox label={t('document.publishWithVisit')} checked disabled readOnly />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('document.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
