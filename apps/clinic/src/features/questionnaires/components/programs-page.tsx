import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ClinicProgram } from '@portal/contracts';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrograms } from '../api/programs';
import { NEW, programPath } from '../paths';
import { ActiveBadge, day, useIsAdmin } from './shared';

/** Whom a programme is for and when, in words: "35–65 lat · kobiety · 01-01-2027 – 31-12-2027". */
export function useProgramTerms() {
  const { t } = useTranslation('questionnaires');
  return (p: Pick<ClinicProgram, 'minAge' | 'maxAge' | 'gender' | 'validFrom' | 'validTo'>) => {
    const age =
      p.minAge != null && p.maxAge != null
        ? t('programs.ages', { from: p.minAge, count: p.maxAge })
        : p.minAge != null
          ? t('programs.ageFrom', { count: p.minAge })
          : p.maxAge != null
            ? t('programs.ageTo', { count: p.maxAge })
            : t('programs.anyAge');
    const dates = p.validFrom || p.validTo ? `${day(p.validFrom) ?? '…'} – ${day(p.validTo) ?? '…'}` : t('programs.noDates');
    return `${age} · ${t(`programs.genders.${p.gender}`)} · ${dates}`;
  };
}

function ProgramRow({ program: p }: { program: ClinicProgram }) {
  const { t } = useTranslation('questionnaires');
  const terms = useProgramTerms();
  return (
    <Card withBorder padding="md" data-testid={`program-${p.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Anchor component={Link} to={programPath(p.id)} fw={600}>
            {p.name}
          </Anchor>
          <Text size="sm">{t('programs.questionnaireIs', { title: p.questionnaireTitle })}</Text>
          <Text size="sm">{terms(p)}</Text>
          <Text size="sm" c="dimmed">
            {t('programs.counts', { invited: p.invitedCount, fulfilled: p.fulfilledCount })}
          </Text>
        </Stack>
        <ActiveBadge active={p.active} />
      </Group>
    </Card>
  );
}

/** /programs: the prevention programmes, each with its questionnaire, whom it is for and how many took part. */
export function ProgramsPage() {
  const { t } = useTranslation('questionnaires');
  const programs = usePrograms();
  return (
    <Stack>
      <Group justify="space-between">
        <PageHeading documentTitle={t('programs.title')}>{t('programs.title')}</PageHeading>
        {useIsAdmin() && (
          <Button component={Link} to={programPath(NEW)}>
            {t('programs.add')}
          </Button>
        )}
      </Group>
      <QueryBoundary query={programs} failure={t('loadFailed')} isEmpty={(list) => list.length === 0} empty={<Text c="dimmed">{t('programs.empty')}</Text>}>
        {(list) => (
          <Stack gap="sm">
            {list.map((p) => (
              <ProgramRow key={p.id} program={p} />
            ))}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
