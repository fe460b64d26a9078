import { Anchor, Button, Checkbox, CloseButton, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FileLimits, ReferralInput, ReferralSettings, StoredFile } from '@portal/contracts';
import { REFERRAL_INSTITUTION_CODE, REFERRAL_PRACTICE_NUMBER, attachmentsLeft } from '@portal/domain';
import { FileDrop, clinicToday } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferralInstitution, useReferralPractitioner } from '../api/referrals';
import { referralInputOf, referralIssues, type ReferralField, type ReferralIssue, type ReferralKind, type ReferralValues } from './referral-rules';

export interface ReferralFormProps {
  initial: ReferralValues;
  /** The service requires a referral (R); otherwise (O) she may go on without one. */
  required: boolean;
  settings: ReferralSettings;
  /** Attachments already given (uploaded in the wizard, or the booking's). */
  attachments: StoredFile[];
  onRemoveAttachment: (file: StoredFile) => void;
  attachmentUrl?: (file: StoredFile) => string;
  limits: FileLimits | null;
  submitLabel: string;
  onSubmit: (referral: ReferralInput | null, files: File[]) => Promise<void>;
  back?: ReactNode;
  busy?: boolean;
}

/**
 * The referral form (spec part 2 §2, §5 "Referral"), the wizard's step and the booking's edit alike: an
 * e-referral's number (4 or 44 digits) or a paper referral's fields — issue date (not in the future,
 * DD-MM-YYYY), cito, the institution and the practitioner looked up in their registers (an unknown one is
 * said to be unknown), ICD-10 — and its attachments.
 */
export function ReferralForm(p: ReferralFormProps) {
  const { t } = useTranslation('bookings');
  const [v, setV] = useState<ReferralValues>(p.initial);
  const [files, setFiles] = useState<File[]>([]);
  const [shown, setShown] = useState<Partial<Record<ReferralField, ReferralIssue>>>({});
  const set = <K extends keyof ReferralValues>(key: K) => (value: ReferralValues[K]) => setV((x) => ({ ...x, [key]: value }));
  const institution = useReferralInstitution(v.kind === 'MANUAL' && REFERRAL_INSTITUTION_CODE.test(v.institutionCro.trim()) ? v.institutionCro.trim() : null);
  const practitioner = useReferralPractitioner(v.kind === 'MANUAL' && REFERRAL_PRACTICE_NUMBER.test(v.practiceNo.trim()) ? v.practiceNo.trim() : null);
  const error = (field: ReferralField) => (shown[field] ? t(`referral.issues.${shown[field]}`) : undefined);
  const kinds: ReferralKind[] = [...(p.settings.eReferralEnabled ? (['E'] as const) : []), ...(p.settings.manualReferralEnabled ? (['MANUAL'] as const) : []), ...(p.required ? [] : (['NONE'] as const))];
  const withFiles = p.settings.attachmentsEnabled && v.kind !== 'NONE' && p.limits !== null;
  const limits = p.limits ? { ...p.limits, maxFiles: attachmentsLeft(p.limits.maxFiles, p.attachments.length) } : null;

  const submit = async () => {
    const issues = referralIssues(v, clinicToday(), p.required);
    setShown(issues);
    if (Object.keys(issues).length > 0) return;
    if (withFiles && files.length === 0 && p.attachments.length === 0) notify.warning(t('referral.noAttachment'));
    await p.onSubmit(referralInputOf(v), withFiles ? files : []);
  };

  const lookupNote = (q: { data: unknown; isFetching: boolean }, known: string | null, unknown: string) =>
    q.isFetching ? t('referral.checking') : q.data === null ? unknown : known;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {kinds.length > 1 ? (
          <Radio.Group label={t('referral.kind')} value={v.kind} onChange={(k) => set('kind')(k as ReferralKind)} error={error('kind')}>
            <Group gap="md" mt="xs">
              {kinds.map((k) => (
                <Radio key={k} value={k} label={t(`referral.kinds.${k}`)} />
              ))}
            </Group>
          </Radio.Group>
        ) : null}
        {v.kind === 'E' ? (
          <TextInput label={t('referral.eNumber')} description={t('referral.eNumberHint')} value={v.refENumber} onChange={(e) => set('refENumber')(e.currentTarget.value)} inputMode="numeric" required error={error('refENumber')} />
        ) : null}
        {v.kind === 'MANUAL' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('referral.issueDate')} placeholder={t('typedDay.placeholder', { ns: 'ui' })} value={v.issueDate} onChange={(e) => set('issueDate')(e.currentTarget.value)} required error={error('issueDate')} />
            <TextInput label={t('referral.icd10')} value={v.icd10Code} onChange={(e) => set('icd10Code')(e.currentTarget.value)} error={error('icd10Code')} />
            <TextInput
              label={t('referral.institution')}
              description={lookupNote(institution, institution.data ? `${institution.data.name}${institution.data.city ? `, ${institution.data.city}` : ''}` : null, t('referral.unknownInstitution')) ?? t('referral.institutionHint')}
              value={v.institutionCro}
              onChange={(e) => set('institutionCro')(e.currentTarget.value)}
              inputMode="numeric"
              required
              error={error('institutionCro')}
            />
            <TextInput
              label={t('referral.practiceNo')}
              description={lookupNote(practitioner, practitioner.data ? [practitioner.data.degree, practitioner.data.name, practitioner.data.lastName].filter(Boolean).join(' ') : null, t('referral.unknownPractitioner')) ?? t('referral.practiceNoHint')}
              value={v.practiceNo}
              onChange={(e) => set('practiceNo')(e.currentTarget.value)}
              inputMode="numeric"
              required
              error={error('practiceNo')}
            />
          </SimpleGrid>
        ) : null}
        {v.kind !== 'NONE' ? <Checkbox label={t('referral.cito')} checked={v.cito} onChange={(e) => set('cito')(e.currentTarget.checked)} /> : null}
        {withFiles ? (
          <Stack gap="xs">
            {p.attachments.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('referral.attachments')}
                </Text>
                {p.attachments.map((f) => (
                  <Group key={f.id} gap="xs" wrap="nowrap">
                    {p.attachmentUrl ? (
                      <Anchor href={p.attachmentUrl(f)} target="_blank" size="sm">
                        {f.fileName}
                      </Anchor>
                    ) : (
                      <Text size="sm">{f.fileName}</Text>
                    )}
                    <CloseButton size="sm" onClick={() => p.onRemoveAttachment(f)} aria-label={`${t('referral.removeAttachment')}: ${f.fileName}`} />
                  </Group>
                ))}
              </Stack>
            ) : null}
            {limits && limits.maxFiles > 0 ? <FileDrop value={files} onChange={setFiles} limits={limits} label={t('referral.addAttachments')} /> : null}
          </Stack>
        ) : null}
        <Group justify="space-between" gap="sm" mt="md">
          {p.back ?? <span />}
          <Button type="submit" loading={p.busy}>
            {p.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
