import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TriageLevel } from '@portal/domain';
import { LoadFailure } from '@portal/ui/page';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelfAssessment } from '../api/self-assessment';
import { selfAssessmentListPath } from '../paths';
import { TriageLevelBadge } from './triage-level-badge';

/**
 * The advice of a saved result that needs no doctor, shown on the self-assessment's own page inside the
 * portal (its menu and navigation stay): the level in words and as a badge, the recommendation's text,
 * and the way to the list. The heading takes the focus, since this replaces the interview.
 */
export function RecommendationAdvice({ id }: { id: number }) {
  const { t } = useTranslation('self-assessment');
  const result = useSelfAssessment(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const level = result.data?.triageLevel as TriageLevel | undefined;
  return (
    <Stack gap="md" data-testid="recommendation-advice">
      <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {t('advice.resultTitle')}
      </Title>
      {result.isError ? (
        <LoadFailure message={t('advice.resultFailed')} query={result} />
      ) : !result.data || !level ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('loading')}</Text>
        </Group>
      ) : (
        <>
          <Group gap="xs">
            <Text>{t('advice.saved', { level: t(`level.${level}`) })}</Text>
            <TriageLevelBadge level={level} />
          </Group>
          <Text data-testid="recommendation" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {result.data.recommendation}
          </Text>
        </>
      )}
      <Group gap="sm">
        <Button component={Link} to={selfAssessmentListPath}>
          {t('list')}
        </Button>
      </Group>
    </Stack>
  );
}
