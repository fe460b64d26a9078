import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { MEDICAL_CASE_NOTE_MAX } from '@portal/domain';
import type { ClinicCaseNote, ClinicTeleconsultation } from '@portal/contracts';
import { notify, reportFailure } from '@portal/ui/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNote, teleconsultationQuery, updateNote } from '../api/teleconsultations';
import { moment } from './parts';

/** The case's notes, oldest first: the patient's and the clinicians'; she adds hers and edits her own. */
export function CaseNotes({ tc }: { tc: ClinicTeleconsultation }) {
  const { t } = useTranslation('teleconsultations');
  const notes = tc.case.notes;
  const writable = tc.mine && tc.case.status === 'OPEN';
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('case.notes')}
      </Title>
      {notes.length === 0 ? <Text c="dimmed">{t('case.noNotes')}</Text> : notes.map((note) => <Note key={note.id} tc={tc} note={note} editable={writable && note.own} />)}
      {writable && <NewNote tc={tc} />}
    </Stack>
  );
}

function Note({ tc, note, editable }: { tc: ClinicTeleconsultation; note: ClinicCaseNote; editable: boolean }) {
  const { t } = useTranslation('teleconsultations');
  const [editing, setEditing] = useState(false);
  const author = note.own ? t('case.byMe') : note.author === 'PATIENT' ? t('case.byPatient') : (note.authorName ?? t('case.byStaff'));
  return (
    <Paper withBorder p="sm" data-testid="case-note">
      <Text size="sm" c="dimmed">
        {author} · {moment(note.createdAt)}
        {note.consultationId === tc.id ? ` · ${t('case.forThis')}` : ''}
      </Text>
      {editing ? (
        <NoteEditor tc={tc} note={note} onDone={() => setEditing(false)} />
      ) : (
        <Group justify="space-between" align="start" wrap="nowrap">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Text>
          {editable && (
            <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
              {t('case.edit')}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}

const tooLong = (text: string) => text.length > MEDICAL_CASE_NOTE_MAX;

function NoteEditor({ tc, note, onDone }: { tc: ClinicTeleconsultation; note: ClinicCaseNote; onDone(): void }) {
  const { t } = useTranslation('teleconsultations');
  const client = useQueryClient();
  const [text, setText] = useState(note.text);
  const save = useMutation({
    mutationFn: () => updateNote(tc.case.id, note.id, text),
    onSuccess: () => {
      notify.success(t('case.saved'));
      onDone();
      return client.invalidateQueries({ queryKey: teleconsultationQuery(tc.id).queryKey });
    },
    onError: (error) => reportFailure(error, t('details.failed')),
  });
  return (
    <Stack gap="xs" mt="xs">
      <Textarea label={t('case.editNote')} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={3} error={tooLong(text) ? t('case.tooLong') : undefined} />
      <Group gap="sm">
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={text.trim() === '' || tooLong(text)}>
          {t('case.save')}
        </Button>
        <Button variant="subtle" onClick={onDone}>
          {t('case.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function NewNote({ tc }: { tc: ClinicTeleconsultation }) {
  const { t } = useTranslation('teleconsultations');
  const client = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => addNote(tc.case.id, text, tc.id),
    onSuccess: () => {
      notify.success(t('case.added'));
      setText('');
      return client.invalidateQueries({ queryKey: teleconsultationQuery(tc.id).queryKey });
    },
    onError: (error) => reportFailure(error, t('details.failed')),
  });
  return (
    <Stack gap="xs">
      <Textarea label={t('case.newNote')} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={3} error={tooLong(text) ? t('case.tooLong') : undefined} />
      <Group>
        <Button onClick={() => add.mutate()} loading={add.isPending} disabled={text.trim() === '' || tooLong(text)}>
          {t('case.add')}
        </Button>
      </Group>
    </Stack>
  );
}
