import '@mantine/dates/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Autocomplete, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { clinicTakenDrugInputSchema, DRUG_QUERY_MIN_LENGTH, isoDateSchema, TAKEN_DRUG_NOTE_MAX, z, type ClinicTakenDrug, type RegisterDrug } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { applyServerErrors, clinicToday, FormDateInput, FormTextarea } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { confirmAction, PageHeading, QueryBoundary } from '@portal/ui/page';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMember } from '../../../app/member';
import { author } from '../../../shared/record-fields';
import { useDrugSearch, useRecordTakenDrug, useRemoveTakenDrug, useTakenDrugs } from '../api/taken-drugs';

/** The form's fields: a picked package, a day not after today, a note (the contracts' limits). */
const formSchema = (texts: { pick: string; future: string; noteTooLong: string }) =>
  clinicTakenDrugInputSchema.extend({
    packageId: z.string().min(1, texts.pick),
    recordedOn: isoDateSchema.refine((day) => day <= clinicToday(), texts.future),
    note: z.string().max(TAKEN_DRUG_NOTE_MAX, texts.noteTooLong),
  });
type TakenDrugForm = z.infer<ReturnType<typeof formSchema>>;
const FIELDS = ['packageId', 'recordedOn', 'note'];

/** The register searched as the member types (at least 3 characters), a package picked from the answers. */
function DrugPicker({ picked, onPick, error }: { picked: RegisterDrug | null; onPick: (drug: RegisterDrug | null) => void; error?: string }) {
  const { t } = useTranslation('taken-drugs');
  const [text, setText] = useState('');
  const [international, setInternational] = useState(false);
  const [settled] = useDebouncedValue(text.trim(), 300);
  const found = useDrugSearch(settled.length >= DRUG_QUERY_MIN_LENGTH ? settled : '', international);
  const justPicked = useRef(false);
  const items = settled.length >= DRUG_QUERY_MIN_LENGTH ? (found.data?.items ?? []) : [];
  const options = items.map((d) => ({ value: d.id, label: d.fullName }));
  const hint = found.isError
    ? t('form.searchFailed')
    : settled.length >= DRUG_QUERY_MIN_LENGTH && found.isFetching && items.length === 0
      ? t('form.searching')
      : settled.length >= DRUG_QUERY_MIN_LENGTH && found.isSuccess && items.length === 0
        ? t('form.noResults')
        : null;
  return (
    <Stack gap="xs">
      <Autocomplete
        label={t('form.search')}
        description={t('form.searchHint')}
        value={text}
        onChange={(v) => {
          // Mantine writes the picked option into the field after the pick: the field shows the drug's full name instead.
          if (justPicked.current) {
            justPicked.current = false;
            return;
          }
          setText(v);
          if (picked) onPick(null);
        }}
        onOptionSubmit={(id) => {
          const drug = items.find((d) => d.id === id);
          if (!drug) return;
          justPicked.current = true;
          setText(drug.fullName);
          onPick(drug);
        }}
        data={options}
        filter={({ options: all }) => all}
        limit={10}
        error={error}
        withAsterisk
      />
      <Checkbox label={t('form.international')} checked={international} onChange={(e) => setInternational(e.currentTarget.checked)} />
      <Text size="sm" c="dimmed" role="status">
        {picked ? t('form.picked', { name: picked.fullName }) : (hint ?? '')}
      </Text>
    </Stack>
  );
}

function AddTakenDrugForm({ patientId }: { patientId: number }) {
  const { t } = useTranslation('taken-drugs');
  const schema = useMemo(() => formSchema({ pick: t('form.pickRequired'), future: t('form.future'), noteTooLong: t('form.noteTooLong', { max: TAKEN_DRUG_NOTE_MAX }) }), [t]);
  const form = useForm<TakenDrugForm>({ resolver: zodResolver(schema), defaultValues: { packageId: '', recordedOn: clinicToday(), note: '' } });
  const [picked, setPicked] = useState<RegisterDrug | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const record = useRecordTakenDrug(patientId);
  const submit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync({ packageId: values.packageId, recordedOn: values.recordedOn, note: values.note.trim() || null });
      notify.success(t('form.saved'));
      form.reset({ packageId: '', recordedOn: clinicToday(), note: '' });
      setPicked(null);
      setPickerKey((k) => k + 1);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) reportFailure(error, t('form.failed'));
    }
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="taken-drug-form-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="taken-drug-form-title">
            {t('form.title')}
          </Title>
          <DrugPicker
            key={pickerKey}
            picked={picked}
            error={form.formState.errors.packageId?.message}
            onPick={(drug) => {
              setPicked(drug);
              form.setValue('packageId', drug?.id ?? '', { shouldValidate: form.formState.isSubmitted });
            }}
          />
          <FormDateInput control={form.control} name="recordedOn" label={t('form.recordedOn')} maxDate={clinicToday()} withAsterisk maw={240} />
          <FormTextarea control={form.control} name="note" label={t('form.note')} description={t('form.noteHint')} autosize minRows={2} maxLength={TAKEN_DRUG_NOTE_MAX} />
          <Group>
            <Button type="submit" loading={record.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function TakenDrugsTable({ items, patientId, removes }: { items: ClinicTakenDrug[]; patientId: number; removes: boolean }) {
  const { t } = useTranslation('taken-drugs');
  const remove = useRemoveTakenDrug(patientId);
  const doRemove = async (drug: ClinicTakenDrug) => {
    if (!(await confirmAction({ title: t('removeTitle'), message: t('removeMessage', { name: drug.fullName }), confirmLabel: t('remove') }))) return;
    try {
      await remove.mutateAsync(drug.takenDrugId);
      notify.success(t('removed'));
    } catch (error) {
      reportFailure(error, t('removeFailed'));
    }
  };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label={t('table')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.dose')}</Table.Th>
            <Table.Th scope="col">{t('columns.form')}</Table.Th>
            <Table.Th scope="col">{t('columns.package')}</Table.Th>
            <Table.Th scope="col">{t('columns.recordedOn')}</Table.Th>
            <Table.Th scope="col">{t('columns.recordedBy')}</Table.Th>
            <Table.Th scope="col">{t('columns.note')}</Table.Th>
            {removes ? <Table.Th scope="col">{t('columns.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((d) => (
            <Table.Tr key={d.takenDrugId}>
              <Table.Th scope="row" fw={600}>
                {d.name}
                {d.inRegister ? null : (
                  <Text size="xs" c="orange.9" fw={400}>
                    {t('notInRegister')}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{d.dose ?? '—'}</Table.Td>
              <Table.Td>{d.form ?? '—'}</Table.Td>
              <Table.Td>{d.drugPackage ?? '—'}</Table.Td>
              <Table.Td>{formatDay(d.recordedOn)}</Table.Td>
              <Table.Td>{author(d.recordedBy)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.note ?? ''}</Table.Td>
              {removes ? (
                <Table.Td>
                  <Button variant="default" color="red" size="xs" aria-label={t('removeLabel', { name: d.fullName })} onClick={() => void doRemove(d)}>
                    {t('remove')}
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /clinic/patients/:patientId/taken-drugs — the medicines the clinic records as taken by the patient
 * (issue 31), which her own /druginteractions page shows with her prescriptions: the list (the read is
 * in the audit the patient sees), and for the clinicians a drug recorded from the register and "Usuń".
 * The administrator reads only (the server's roles).
 */
export function PatientTakenDrugsPage() {
  const { t } = useTranslation('taken-drugs');
  const patientId = Number(useParams().patientId);
  const { roles } = useMember();
  const writes = roles.some((role) => role === 'DOCTOR' || role === 'NURSE' || role === 'MIDWIFE');
  const drugs = useTakenDrugs(patientId);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/patients/${patientId}`} size="sm">
        {t('back')}
      </Anchor>
      <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
      <Text>{t('intro')}</Text>
      {writes ? (
        <LocalizedDatesProvider>
          <AddTakenDrugForm patientId={patientId} />
        </LocalizedDatesProvider>
      ) : null}
      <QueryBoundary query={drugs} failure={t('loadFailed')} isEmpty={(items) => items.length === 0} empty={<Text>{t('empty')}</Text>}>
        {(items) => <TakenDrugsTable items={items} patientId={patientId} removes={writes} />}
      </QueryBoundary>
    </Stack>
  );
}
