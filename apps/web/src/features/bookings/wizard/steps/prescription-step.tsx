import { Alert, Badge, Button, Checkbox, CloseButton, Group, Loader, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { Drug } from '@portal/contracts';
import { PRESCRIPTION_DRUGS_MAX, PRESCRIPTION_REASON_MAX } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrugSearch, useFrequentDrugs } from '../../api/checks';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';
import { StepActions } from './step-actions';

export type PrescriptionIssue = 'reasonRequired' | 'reasonTooLong' | 'drugRequired' | 'tooManyDrugs';

/** A prescription visit's rules (the server's contract): a reason and at least one drug, at most ten. */
export function prescriptionIssues(p: { reason: string; drugs: readonly unknown[] }): PrescriptionIssue[] {
  const issues: PrescriptionIssue[] = [];
  if (!p.reason.trim()) issues.push('reasonRequired');
  else if (p.reason.trim().length > PRESCRIPTION_REASON_MAX) issues.push('reasonTooLong');
  if (p.drugs.length === 0) issues.push('drugRequired');
  else if (p.drugs.length > PRESCRIPTION_DRUGS_MAX) issues.push('tooManyDrugs');
  return issues;
}

const drugLabel = (d: Drug) => [d.name, d.dose, d.form, d.drugPackage].filter(Boolean).join(', ');

/**
 * Step 5, a prescription visit only (spec part 2 §2): the drugs, from those she takes often or found by
 * name (3 letters at least), and the reason.
 */
export function PrescriptionStep() {
  const { t } = useTranslation('bookings');
  const { state, update } = useWizard();
  const nav = useStepNav('prescription');
  const frequent = useFrequentDrugs(state.patientId, state.system);
  const [drugs, setDrugs] = useState<Drug[]>(state.prescription?.drugs ?? []);
  const [reason, setReason] = useState(state.prescription?.reason ?? '');
  const [text, setText] = useState('');
  const found = useDrugSearch(text);
  const [shown, setShown] = useState<PrescriptionIssue[]>([]);
  const has = (d: Drug) => drugs.some((x) => x.id === d.id);
  const toggle = (d: Drug) => setDrugs((list) => (list.some((x) => x.id === d.id) ? list.filter((x) => x.id !== d.id) : [...list, d]));

  const goOn = () => {
    const issues = prescriptionIssues({ reason, drugs });
    setShown(issues);
    if (issues.length > 0) return;
    nav.next(update({ prescription: { reason: reason.trim(), drugs } }));
  };

  const errorOf = (...codes: PrescriptionIssue[]) => {
    const code = shown.find((c) => codes.includes(c));
    return code ? t(`prescription.${code}`, { count: code === 'tooManyDrugs' ? PRESCRIPTION_DRUGS_MAX : PRESCRIPTION_REASON_MAX }) : undefined;
  };
  const drugError = errorOf('drugRequired', 'tooManyDrugs');

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('prescription.frequent')}
      </Title>
      {frequent.isPending ? (
        <Loader size="sm" aria-label={t('wizard.loading')} />
      ) : (frequent.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('prescription.noFrequent')}
        </Text>
      ) : (
        <Stack gap="xs">
          {frequent.data!.map((d) => (
            <Checkbox key={d.id} label={drugLabel(d)} checked={has(d)} onChange={() => toggle(d)} />
          ))}
        </Stack>
      )}
      <TextInput label={t('prescription.search')} description={t('prescription.searchHint')} value={text} onChange={(e) => setText(e.currentTarget.value)} type="search" />
      {text.trim().length >= 3 ? (
        found.isPending ? (
          <Loader size="sm" aria-label={t('wizard.loading')} />
        ) : (found.data?.items ?? []).length === 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('prescription.notFound')}
          </Text>
        ) : (
          <Stack gap={4} aria-live="polite">
            {found.data!.items.map((d) => (
              <Group key={d.id} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{drugLabel(d)}</Text>
                <Button size="xs" variant="light" disabled={has(d)} onClick={() => toggle(d)} aria-label={`${t('prescription.add')}: ${d.name}`}>
                  {t('prescription.add')}
                </Button>
              </Group>
            ))}
          </Stack>
        )
      ) : null}
      <Stack gap={4}>
        <Text fw={600} size="sm" id="chosen-drugs">
          {t('prescription.chosen')}
        </Text>
        <Group gap="xs" aria-labelledby="chosen-drugs">
          {drugs.length === 0 ? <Text size="sm" c="dimmed">{t('prescription.noneChosen')}</Text> : null}
          {drugs.map((d) => (
            <Badge key={d.id} variant="light" size="lg" rightSection={<CloseButton size="xs" onClick={() => toggle(d)} aria-label={`${t('prescription.remove')}: ${d.name}`} />}>
              {d.name}
            </Badge>
          ))}
        </Group>
        {drugError ? (
          <Alert color="red" p="xs" role="alert">
            {drugError}
          </Alert>
        ) : null}
      </Stack>
      <Textarea label={t('prescription.reason')} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={3} maxLength={PRESCRIPTION_REASON_MAX} error={errorOf('reasonRequired', 'reasonTooLong')} />
      <StepActions onBack={nav.back} next={goOn} />
    </Stack>
  );
}
