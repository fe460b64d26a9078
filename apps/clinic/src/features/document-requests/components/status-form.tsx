import { Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ClinicDocumentRequest } from '@portal/contracts';
import { documentRequestOpen, documentRequestTransitionAllowed, type DocumentRequestStatus } from '@portal/domain';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetRequestStatus } from '../api/set-status';

const targets = ['IN_PROGRESS', 'COMPLETED', 'REJECTED'] as const;
type Target = (typeof targets)[number];

/** Why a step may not be taken yet (the server's rules too), or null. */
export function statusProblem(request: ClinicDocumentRequest, to: Target, comment: string): 'needsCopy' | 'needsReason' | null {
  if (to === 'COMPLETED' && request.deliveryMethod === 'PORTAL' && request.attachments.length === 0) return 'needsCopy';
  if (to === 'REJECTED' && !comment.trim()) return 'needsReason';
  return null;
}

/**
 * The request's next step: the states the domain allows from the present one, with a word to the
 * patient. Completing a download request needs a copy attached; a rejection says why. Completing and
 * rejecting are final and tell the patient, so they are asked first.
 */
export function StatusForm({ request }: { request: ClinicDocumentRequest }) {
  const { t } = useTranslation('documentRequests');
  const save = useSetRequestStatus(request.id);
  const allowed = targets.filter((s) => documentRequestTransitionAllowed(request.status, s as DocumentRequestStatus));
  const [to, setTo] = useState<Target | null>(allowed.includes('COMPLETED') ? 'COMPLETED' : (allowed[0] ?? null));
  const [comment, setComment] = useState(request.clinicComment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  if (!documentRequestOpen(request.status)) return null;

  const submit = async () => {
    if (!to) return;
    const found = statusProblem(request, to, comment);
    if (found) return setProblem(t(`status.${found}`));
    setProblem(null);
    if (to !== 'IN_PROGRESS') {
      const sure = await confirmAction({ title: t(`status.confirm.${to}`), message: t(`status.confirmMessage.${to}`, { name: request.patientName }), confirmLabel: t(`status.to.${to}`), danger: to === 'REJECTED' });
      if (!sure) return;
    }
    try {
      await save.mutateAsync({ status: to, comment: comment.trim() || null });
      notify.success(t(`status.done.${to}`));
    } catch (error) {
      reportFailure(error, t('status.failed'));
    }
  };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="request-status">
      <Stack>
        <Title order={2} fz="h4" id="request-status">
          {t('status.title')}
        </Title>
        <Select
          label={t('status.next')}
          required
          allowDeselect={false}
          checkIconPosition="right"
          value={to}
          onChange={(v) => {
            setTo(v as Target | null);
            setProblem(null);
          }}
          data={allowed.map((s) => ({ value: s, label: t(`status.to.${s}`) }))}
        />
        <Textarea label={t('status.comment')} description={t('status.commentHint')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
        {problem ? (
          <Text c="red.9" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={save.isPending} disabled={!to}>
            {t('status.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
