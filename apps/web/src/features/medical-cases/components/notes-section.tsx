import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { MedicalCaseDetails, MedicalCaseNote } from '@portal/contracts';
import { formatDateTime, MEDICAL_CASE_NOTE_MAX, medicalCaseNoteIssue } from '@portal/domain';
import { notify, reportFailure } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddNote, useUpdateNote, type CaseAccess } from '../api/medical-cases';

/** A note's text: not empty, at most 2000 characters; the message to show, or null. */
function useNoteCheck() {
  const { t } = useTranslation('medical-cases');
  return (text: string) => {
    const issue = medicalCaseNoteIssue(text);
    return issue === 'NOTE_EMPTY' ? t('notes.required') : issue === 'NOTE_TOO_LONG' ? t('notes.tooLong', { max: MEDICAL_CASE_NOTE_MAX }) : null;
  };
}

/** A note's text box with its counter, checked again as she types once a check failed. */
function NoteField({ label, text, onText, error, onError }: { label: string; text: string; onText: (text: string) => void; error: string | null; onError: (error: string | null) => void }) {
  const { t } = useTranslation('medical-cases');
  const check = useNoteCheck();
  return (
    <Textarea
      label={label}
      value={text}
      onChange={(e) => {
        onText(e.currentTarget.value);
        if (error) onError(check(e.currentTarget.value));
      }}
      error={error}
      autosize
      minRows={3}
      description={t('notes.counter', { count: text.length, max: MEDICAL_CASE_NOTE_MAX })}
    />
  );
}

/** The case's notes, oldest first: hers and the clinician's; a new one and a change of her own while the case is open. */
export function NotesSection({ access, medicalCase }: { access: CaseAccess; medicalCase: MedicalCaseDetails }) {
  const { t } = useTranslation('medical-cases');
  const add = useAddNote();
  const check = useNoteCheck();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { patientId, medicalCaseId: caseId } = medicalCase;

  const submit = async () => {
    const problem = check(text);
    setError(problem);
    if (problem) return;
    try {
      await add.mutateAsync({ access, patientId, caseId, text });
      setText('');
      notify.success(t('notes.added'));
    } catch (err) {
      reportFailure(err, t('notes.addFailed'));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="case-notes">
      <Title order={2} size="h4" id="case-notes">
        {t('notes.title')}
      </Title>
      {medicalCase.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notes.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('notes.title')}>
          {medicalCase.notes.map((note) => (
            <NoteItem key={note.id} note={note} access={access} patientId={patientId} />
          ))}
        </Stack>
      )}
      {medicalCase.writable ? (
        <Stack gap="xs">
          <NoteField label={t('notes.new')} text={text} onText={setText} error={error} onError={setError} />
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={add.isPending}>
              {t('notes.add')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

function NoteItem({ note, access, patientId }: { note: MedicalCaseNote; access: CaseAccess; patientId: number }) {
  const { t } = useTranslation('medical-cases');
  const update = useUpdateNote();
  const check = useNoteCheck();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.text);
  const [error, setError] = useState<string | null>(null);
  const author = note.author === 'STAFF' ? (note.authorName ?? t('notes.clinician')) : t('notes.patient');

  const save = async () => {
    const problem = check(text);
    setError(problem);
    if (problem) return;
    // Spec §5: unchanged text is not sent again.
    if (text === note.text) {
      setEditing(false);
      return;
    }
    try {
      await update.mutateAsync({ access, patientId, noteId: note.id, text });
      setEditing(false);
      notify.success(t('notes.updated'));
    } catch (err) {
      reportFailure(err, t('notes.updateFailed'));
    }
  };

  return (
    <Card component="li" withBorder padding="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {author}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(note.createdAt)}
        </Text>
      </Group>
      {editing ? (
        <Stack gap="xs" mt="xs">
          <NoteField label={t('notes.editLabel')} text={text} onText={setText} error={error} onError={setError} />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setText(note.text);
                setError(null);
                setEditing(false);
              }}
            >
              {t('cancel')}
            </Button>
            <Button onClick={() => void save()} loading={update.isPending}>
              {t('notes.save')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.text}
          </Text>
          {note.editable ? (
            <Group justify="flex-end" mt="xs">
              <Button size="compact-sm" variant="light" onClick={() => setEditing(true)} aria-label={t('notes.editOf', { date: formatDateTime(note.createdAt) })}>
                {t('notes.edit')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Card>
  );
}
