import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuestionnaires, type QuestionnaireSummary } from '../api/get-questionnaires';
import { answersPath, NEW, questionnairePath } from '../paths';
import { ActiveFilter, SearchFilter, useFilterParams } from '../../../shared/list-filters';
import { ActiveBadge, clinicDateTime, useIsAdmin, useReadsAnswers } from './shared';

function QuestionnaireRow({ questionnaire: q, readsAnswers }: { questionnaire: QuestionnaireSummary; readsAnswers: boolean }) {
  const { t } = useTranslation('questionnaires');
  return (
    <Card withBorder padding="md" data-testid={`questionnaire-${q.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Anchor component={Link} to={questionnairePath(q.id)} fw={600}>
            {q.title}
          </Anchor>
          <Text size="sm">
            {t('list.version', { version: q.version })} · {t('list.questions', { count: q.questionCount })} ·{' '}
            {q.deadlineDays === null ? t('list.noDeadline') : t('list.deadline', { count: q.deadlineDays })}
          </Text>
          <Text size="sm" c="dimmed">
            {readsAnswers ? (
              <Anchor component={Link} to={answersPath(q.id)} size="sm" underline="always">
                {t('list.answers', { count: q.fulfillmentCount })}
              </Anchor>
            ) : (
              t('list.answers', { count: q.fulfillmentCount })
            )}{' '}
            · {t('list.updated', { at: clinicDateTime(q.updatedAt) })}
          </Text>
        </Stack>
        <ActiveBadge active={q.active} />
      </Group>
    </Card>
  );
}

/** /questionnaires: every questionnaire, with a title search and the activity filter. */
export function QuestionnairesPage() {
  const { t } = useTranslation('questionnaires');
  const filters = useFilterParams();
  const active = filters.get('active');
  const readsAnswers = useReadsAnswers();
  const questionnaires = useQuestionnaires({ q: filters.get('q') || undefined, active: active === 'true' || active === 'false' ? active : undefined });
  return (
    <Stack>
      <Group justify="space-between">
        <PageHeading documentTitle={t('list.title')}>{t('list.title')}</PageHeading>
        {useIsAdmin() && (
          <Button component={Link} to={questionnairePath(NEW)}>
            {t('list.add')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SearchFilter label={t('list.search')} />
        <ActiveFilter />
      </SimpleGrid>
      <PagedList
        query={questionnaires}
        renderItem={(q) => <QuestionnaireRow key={q.id} questionnaire={q} readsAnswers={readsAnswers} />}
        empty={filters.get('q') || active ? t('list.noMatch') : t('list.empty')}
        failure={t('loadFailed')}
      />
    </Stack>
  );
}
