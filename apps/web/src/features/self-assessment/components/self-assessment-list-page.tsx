import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SelfAssessment } from '@portal/contracts';
import { defaultRange, formatDateTime, type TriageLevel } from '@portal/domain';
import { notify } from '@portal/ui/notify';
import { confirmAction, LoadFailure } from '@portal/ui/page';
import { dateRangeFilter, ownRecords, RecordListPage, wholeList } from '@portal/ui/records';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuestionnaireSettings } from '../../../shared/settings/questionnaire-settings';
import { useDeleteSelfAssessment } from '../api/delete-self-assessment';
import { useDownloadSelfAssessmentPdf } from '../api/self-assessment-pdf';
import { selfAssessmentsQuery } from '../api/self-assessments';
import { mainPath, selfAssessmentPath } from '../paths';
import { TriageLevelBadge } from './triage-level-badge';

const LIMITS = { allowFuture: false } as const;
const when = (iso: string) => formatDateTime(iso);

/**
 * /selfassessmentlist (spec part 2 §2, §9): the account's self-assessments in a range of days (1 year
 * back to today at first, kept in the address), newest first, each with its date and result, details on
 * demand (questions and answers, the recommendation), the PDF report and deletion; "Nowa samoocena"
 * starts another.
 */
export function SelfAssessmentListPage() {
  const { t } = useTranslation('self-assessment');
  const navigate = useNavigate();
  const settings = useQuestionnaireSettings();
  const offered = settings.data?.selfAssessmentQuestionaire === true;
  // Kept from the arrival: a filter's change replaces the address, and the history entry's state with it.
  const { state } = useLocation();
  const [recommendationUrl] = useState(() => (state as { recommendationUrl?: unknown } | null)?.recommendationUrl);

  useEffect(() => {
    if (settings.data && !offered) void navigate(mainPath, { replace: true });
  }, [settings.data, offered, navigate]);

  return (
    <Box maw={900}>
      <RecordListPage
        title={t('listPage.title')}
        patient={ownRecords({ ready: offered, instead: settings.isError ? <LoadFailure message={t('listPage.loadFailed')} query={settings} /> : null })}
        actions={() => (
          <Button component={Link} to={selfAssessmentPath}>
            {t('listPage.new')}
          </Button>
        )}
        intro={
          typeof recommendationUrl === 'string' && (
            <Alert color="blue" variant="light">
              {t('listPage.recommendationReady')}{' '}
              <Anchor href={recommendationUrl} target="_blank" rel="noopener noreferrer" inherit c="blue.9" fw={700} underline="always">
                {t('listPage.openRecommendation')}
                <VisuallyHidden>{` (${t('advice.newTab')})`}</VisuallyHidden>
              </Anchor>
            </Alert>
          )
        }
        filters={{ range: dateRangeFilter({ label: t('listPage.range'), limits: LIMITS, default: (today) => defaultRange('lastYear', today) }) }}
        source={({ range }) => wholeList(selfAssessmentsQuery(range))}
        failure={t('listPage.loadFailed')}
        loading={t('listPage.loading')}
        empty={<Text>{t('listPage.empty')}</Text>}
        renderItems={(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listPage.title')}>
            {items.map((item) => (
              <SelfAssessmentItem key={item.fullfilmentId} item={item} />
            ))}
          </Stack>
        )}
      />
    </Box>
  );
}

function SelfAssessmentItem({ item }: { item: SelfAssessment }) {
  const { t } = useTranslation('self-assessment');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const pdf = useDownloadSelfAssessmentPdf();
  const remove = useDeleteSelfAssessment();
  const date = when(item.date);
  const label = t('listPage.itemLabel', { date });

  const confirmDelete = async () => {
    const confirmed = await confirmAction({
      title: t('listPage.deleteTitle'),
      message: t('listPage.deleteConfirm', { date }),
      confirmLabel: t('listPage.deleteConfirmButton'),
    });
    if (!confirmed) return;
    remove.mutate(item.fullfilmentId, {
      onSuccess: () => notify.success(t('listPage.deleted')),
      onError: (error) => notify.failure(error, t('listPage.deleteFailed')),
    });
  };

  return (
    <Paper component="li" withBorder p={{ base: 'sm', sm: 'md' }} aria-label={label} data-testid="self-assessment-item">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('listPage.date')}
            </Text>
            <Text fw={600}>{date}</Text>
          </Stack>
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="dimmed">
              {t('listPage.level')}
            </Text>
            <TriageLevelBadge level={item.triageLevel as TriageLevel} />
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="sm" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
            {open ? t('listPage.hideDetails') : t('listPage.showDetails')}
            <VisuallyHidden>{` — ${label}`}</VisuallyHidden>
          </Button>
          <Button
            variant="default"
            size="sm"
            loading={pdf.isPending}
            onClick={() => pdf.mutate(item.fullfilmentId, { onError: (error) => notify.failure(error, t('listPage.pdfFailed')) })}
          >
            {t('listPage.pdf')}
            <VisuallyHidden>{` — ${label}`}</VisuallyHidden>
          </Button>
          <Button variant="outline" color="red.9" size="sm" loading={remove.isPending} onClick={() => void confirmDelete()}>
            {t('listPage.delete')}
            <VisuallyHidden>{` — ${label}`}</VisuallyHidden>
          </Button>
        </Group>
        <div id={detailsId} hidden={!open}>
          {open && (
            <Stack gap="sm" pt="xs">
              <Title order={3} fz="md">
                {t('listPage.questions')}
              </Title>
              <Stack component="dl" gap={6} m={0}>
                {item.items.map((qa) => (
                  <div key={qa.id}>
                    <Text component="dt" fw={600} size="sm">
                      {qa.question}
                    </Text>
                    <Text component="dd" size="sm" ml={0}>
                      {qa.answer}
                    </Text>
                  </div>
                ))}
              </Stack>
              <Title order={3} fz="md">
                {t('listPage.recommendation')}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {item.recommendation}
              </Text>
              {item.lattitude != null && item.longtitude != null && (
                <Text size="sm" c="dimmed">
                  {t('listPage.position', { lat: item.lattitude.toFixed(4), lon: item.longtitude.toFixed(4) })}
                </Text>
              )}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
