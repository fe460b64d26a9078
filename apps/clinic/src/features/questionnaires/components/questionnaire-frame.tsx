import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { ClinicQuestionnaire } from '@portal/contracts';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuestionnaire } from '../api/get-questionnaire';
import { QUESTIONNAIRES_PATH } from '../paths';
import { ActiveBadge, QuestionnaireTabs, useRecordId } from './shared';

/**
 * A stored questionnaire's page: back to the list, its title with version and activity, the three
 * tabs, then the page's own part. Loading, failure and "not found" in one place; `heading` names the
 * part (the document's title).
 */
export function QuestionnaireFrame({ part, actions, children }: { part: string; actions?: (q: ClinicQuestionnaire) => ReactNode; children: (q: ClinicQuestionnaire) => ReactNode }) {
  const { t } = useTranslation('questionnaires');
  const id = useRecordId('questionnaireId');
  const questionnaire = useQuestionnaire(typeof id === 'number' ? id : null);
  return (
    <Stack>
      <Anchor component={Link} to={QUESTIONNAIRES_PATH} size="sm">
        ← {t('list.back')}
      </Anchor>
      {typeof id !== 'number' ? (
        <Alert color="yellow" role="alert" title={t('notFound')}>
          {null}
        </Alert>
      ) : (
        <QueryBoundary query={questionnaire} failure={t('notFoundOrFailed')}>
          {(q) => (
            <Stack>
              <Group justify="space-between" align="center">
                <Stack gap={4}>
                  <PageHeading documentTitle={`${q.title} — ${part}`}>{q.title}</PageHeading>
                  <Group gap="xs">
                    <ActiveBadge active={q.active} />
                    <Text size="sm" c="dimmed">
                      {t('versionIs', { version: q.version })}
                    </Text>
                  </Group>
                </Stack>
                {actions?.(q)}
              </Group>
              <QuestionnaireTabs id={q.id} />
              {children(q)}
            </Stack>
          )}
        </QueryBoundary>
      )}
    </Stack>
  );
}
